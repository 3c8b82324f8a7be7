// Packages that ship without type declarations: only what Redraft uses of them.

declare module 'word-extractor' {
  interface WordDocument {
    getBody(): string;
  }
  export default class WordExtractor {
    extract(input: Buffer | string): Promise<WordDocument>;
  }
}

declare module 'svg-to-pdfkit' {
  export default function SVGtoPDF(
    doc: PDFKit.PDFDocument,
    svg: string,
    x?: number,
    y?: number,
    options?: {
      width?: number;
      height?: number;
      preserveAspectRatio?: string;
      assumePt?: boolean;
      fontCallback?: (...args: unknown[]) => string;
      imageCallback?: (link: string) => string;
      documentCallback?: (link: string) => unknown;
      warningCallback?: (message: string) => void;
    },
  ): void;
}

declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
    readonly unitsPerEm: number;
    /** Shapes text: its advance and the union of its glyphs' boxes, in font units. */
    layout(text: string): {
      advanceWidth: number;
      bbox: { minX: number; minY: number; maxX: number; maxY: number };
      glyphs: { advanceWidth: number; path: { toSVG(): string } }[];
    };
  }
  export function openSync(path: string, postscriptName?: string): Font | { fonts: Font[] };
}

// @fastify/rate-limit's two stores, reached by path to combine them (plugins/shared-limits.ts).
declare module '@fastify/rate-limit/store/LocalStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  export default class LocalStore implements FastifyRateLimitStore {
    constructor(continueExceeding?: boolean, exponentialBackoff?: boolean, cache?: number);
    incr: FastifyRateLimitStore['incr'];
    child: FastifyRateLimitStore['child'];
  }
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  import type { Redis } from 'ioredis';
  export default class RedisStore implements FastifyRateLimitStore {
    constructor(
      continueExceeding: boolean | undefined,
      exponentialBackoff: boolean | undefined,
      redis: Redis,
      key?: string,
    );
    incr: FastifyRateLimitStore['incr'];
    child: FastifyRateLimitStore['child'];
  }
}

// word-extractor's OLE reader, used to tell a password-protected Word file from a damaged one
// (documents/extract/word-protection.ts).
declare module 'word-extractor/lib/buffer-reader.js' {
  export default class BufferReader {
    constructor(buffer: Buffer);
  }
}

declare module 'word-extractor/lib/ole-compound-doc.js' {
  import type BufferReader from 'word-extractor/lib/buffer-reader.js';
  export default class OleCompoundDoc {
    constructor(reader: BufferReader);
    read(): Promise<void>;
    stream(name: string): NodeJS.ReadableStream;
    _rootStorage: { _dirEntry: { streams: Record<string, unknown> } };
  }
}
