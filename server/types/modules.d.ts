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
  }
  export function openSync(path: string, postscriptName?: string): Font | { fonts: Font[] };
}
