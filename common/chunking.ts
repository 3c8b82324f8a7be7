/** The spec's constants for large texts. */
export const CHUNK_SIZE_CAP = 1500;
export const CHUNKED_PROCESSING_THRESHOLD = 8000;
export const LARGE_TEXT_WORDS = 1000;
export const CHUNK_PREVIEW_LENGTH = 150;

export interface TextChunk {
  id: string;
  content: string;
  /** Offsets of the chunk's content in the original text. */
  startIndex: number;
  endIndex: number;
  wordCount: number;
  /** The first 150 characters plus an ellipsis. */
  preview: string;
}

/** Whether a UTF-16 code unit is whitespace as JavaScript's `\s` means it. */
function isSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * Runs of non-whitespace, as `text.trim().split(/\s+/).length` counts them, but in one pass that
 * allocates nothing: the workspace counts a 1 MB input on every keystroke (about 20 ms the other
 * way, 200,000 strings made and thrown away).
 */
export function countWords(text: string): number {
  let words = 0;
  let inWord = false;
  for (let index = 0; index < text.length; index++) {
    const space = isSpace(text.charCodeAt(index));
    if (!space && !inWord) words++;
    inWord = !space;
  }
  return words;
}

export const isLargeText = (text: string) => countWords(text) > LARGE_TEXT_WORDS;
export const needsChunkedProcessing = (text: string) => text.length > CHUNKED_PROCESSING_THRESHOLD;

interface Span {
  start: number;
  end: number;
}

/** Paragraphs are separated by blank lines; each keeps its offsets in the text. */
function paragraphSpans(text: string): Span[] {
  const spans: Span[] = [];
  const pattern = /\S[\s\S]*?(?=\n\s*\n|\s*$)/g;
  for (const match of text.matchAll(pattern)) {
    spans.push({ start: match.index, end: match.index + match[0].length });
  }
  return spans;
}

/**
 * A paragraph longer than the cap is cut at sentence ends (or, failing that, at the last space)
 * so that no chunk exceeds the cap and no word is cut in two.
 */
function splitLongSpan(text: string, span: Span): Span[] {
  const pieces: Span[] = [];
  let start = span.start;
  while (span.end - start > CHUNK_SIZE_CAP) {
    const window = text.slice(start, start + CHUNK_SIZE_CAP);
    const sentenceEnd = Math.max(
      ...['. ', '! ', '? ', '.\n', '!\n', '?\n'].map((mark) => window.lastIndexOf(mark)),
    );
    const space = window.lastIndexOf(' ');
    const cut =
      sentenceEnd > CHUNK_SIZE_CAP / 3 ? sentenceEnd + 1 : space > 0 ? space : CHUNK_SIZE_CAP;
    pieces.push({ start, end: start + cut });
    start += cut;
    while (start < span.end && /\s/.test(text[start]!)) start++;
  }
  if (start < span.end) pieces.push({ start, end: span.end });
  return pieces;
}

/**
 * The spec's chunking rule: paragraphs are joined until a chunk would exceed 1500 characters;
 * chunks are named chunk-1, chunk-2, and so on.
 */
export function chunkText(text: string): TextChunk[] {
  const spans = paragraphSpans(text).flatMap((span) =>
    span.end - span.start > CHUNK_SIZE_CAP ? splitLongSpan(text, span) : [span],
  );
  const groups: Span[] = [];
  for (const span of spans) {
    const current = groups.at(-1);
    if (current && span.end - current.start <= CHUNK_SIZE_CAP) current.end = span.end;
    else groups.push({ ...span });
  }
  return groups.map((group, index) => {
    const content = text.slice(group.start, group.end);
    return {
      id: `chunk-${index + 1}`,
      content,
      startIndex: group.start,
      endIndex: group.end,
      wordCount: countWords(content),
      preview: `${content.slice(0, CHUNK_PREVIEW_LENGTH)}...`,
    };
  });
}
