/**
 * The chunks of the Chunk Manager's last run: each chunk's source and its rewrite as it stands,
 * in the order they were run. The output is their rewrites joined by blank lines, so a chunk's
 * reviewed text replaces that chunk in the output and nothing else
 * (docs/decisions/229-review-per-chunk-from-the-chunk-manager.md).
 */
export interface ChunkResult {
  id: string;
  source: string;
  result: string;
}

export const CHUNK_SEPARATOR = '\n\n';

/** Past this many characters of JSON the record is not kept: the whole-output review remains. */
export const MAX_SAVED_CHUNKS_CHARS = 1_000_000;

export const joinChunkResults = (chunks: readonly ChunkResult[]) =>
  chunks.map((chunk) => chunk.result).join(CHUNK_SEPARATOR);

/** The record after a chunk's review: that chunk's rewrite replaced, the others as they were. */
export function replaceChunkResult(
  chunks: readonly ChunkResult[],
  id: string,
  result: string,
): ChunkResult[] {
  return chunks.map((chunk) => (chunk.id === id ? { ...chunk, result } : chunk));
}

/**
 * The record while the output is still made of its chunks; null once the output was changed
 * otherwise (a new rewrite, an edit by hand, the whole output's review, Clear All).
 */
export function chunksOfOutput(
  chunks: readonly ChunkResult[] | null,
  output: string,
): readonly ChunkResult[] | null {
  if (!chunks || chunks.length === 0) return null;
  return joinChunkResults(chunks) === output ? chunks : null;
}

const isChunkResult = (value: unknown): value is ChunkResult =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ChunkResult).id === 'string' &&
  typeof (value as ChunkResult).source === 'string' &&
  typeof (value as ChunkResult).result === 'string';

/** The saved record, or null when there is none or it is not of this shape. */
export function parseChunkResults(raw: string | null): ChunkResult[] | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed) || !parsed.every(isChunkResult)) return null;
    return parsed.map(({ id, source, result }) => ({ id, source, result }));
  } catch {
    return null;
  }
}

/** The text to keep, or null when the record is too large to keep. */
export function serializeChunkResults(chunks: readonly ChunkResult[]): string | null {
  const text = JSON.stringify(chunks);
  return text.length <= MAX_SAVED_CHUNKS_CHARS ? text : null;
}
