import { describe, expect, it } from 'vitest';
import {
  type ChunkResult,
  chunksOfOutput,
  joinChunkResults,
  MAX_SAVED_CHUNKS_CHARS,
  parseChunkResults,
  replaceChunkResult,
  serializeChunkResults,
} from './chunk-results';

const chunks: ChunkResult[] = [
  { id: 'chunk-1', source: 'One two.', result: 'One 2.' },
  { id: 'chunk-2', source: 'Three.\n\nFour.', result: 'Three.\n\nFour!' },
  { id: 'chunk-4', source: 'Six 😀.', result: 'Six 😀 seven.' },
];

describe('chunk results', () => {
  it('join into the output, and a reviewed chunk replaces only itself', () => {
    const output = joinChunkResults(chunks);
    expect(output).toBe('One 2.\n\nThree.\n\nFour!\n\nSix 😀 seven.');
    const reviewed = replaceChunkResult(chunks, 'chunk-2', 'Three.\n\nFour.');
    expect(joinChunkResults(reviewed)).toBe('One 2.\n\nThree.\n\nFour.\n\nSix 😀 seven.');
    expect(reviewed[0]).toBe(chunks[0]);
    expect(reviewed[2]).toBe(chunks[2]);
    expect(chunks[1]!.result).toBe('Three.\n\nFour!');
  });

  it('hold only while the output is made of them', () => {
    const output = joinChunkResults(chunks);
    expect(chunksOfOutput(chunks, output)).toBe(chunks);
    expect(chunksOfOutput(chunks, `${output} edited`)).toBeNull();
    expect(chunksOfOutput(chunks, '')).toBeNull();
    expect(chunksOfOutput(null, output)).toBeNull();
    expect(chunksOfOutput([], '')).toBeNull();
  });

  it('are kept within a bound and read back only in their shape', () => {
    const text = serializeChunkResults(chunks);
    expect(parseChunkResults(text)).toEqual(chunks);
    const huge = [{ id: 'chunk-1', source: 'a'.repeat(MAX_SAVED_CHUNKS_CHARS), result: '' }];
    expect(serializeChunkResults(huge)).toBeNull();
    expect(parseChunkResults('{not json')).toBeNull();
    expect(parseChunkResults(JSON.stringify([{ id: 1, source: '', result: '' }]))).toBeNull();
    expect(parseChunkResults(JSON.stringify({ id: 'x' }))).toBeNull();
    expect(parseChunkResults(null)).toBeNull();
  });
});
