import { describe, expect, it } from 'vitest';
import { readStreamLines } from './stream-lines';

/** A body that arrives in the given byte pieces, as a network would cut it. */
function bodyOf(pieces: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece);
      controller.close();
    },
  });
}

async function linesOf(pieces: Uint8Array[]) {
  const lines: unknown[] = [];
  await readStreamLines(bodyOf(pieces), (line) => lines.push(line));
  return lines;
}

describe('readStreamLines', () => {
  it('hands over each line once it is whole, however the bytes are cut', async () => {
    const bytes = new TextEncoder().encode(
      '{"chunk":"Grüße, "}\n{"progress":50}\n{"chunk":"naïve 文字"}\n{"done":true,"usage":{"inputTokens":1,"outputTokens":2}}\n',
    );
    const expected = [
      { chunk: 'Grüße, ' },
      { progress: 50 },
      { chunk: 'naïve 文字' },
      { done: true, usage: { inputTokens: 1, outputTokens: 2 } },
    ];
    expect(await linesOf([bytes])).toEqual(expected);
    // One byte at a time: multi-byte letters and lines are split across pieces.
    expect(await linesOf(Array.from(bytes, (byte) => Uint8Array.of(byte)))).toEqual(expected);
  });

  it('reads a last line that has no line break, and skips blank lines', async () => {
    const bytes = new TextEncoder().encode('\n{"chunk":"a"}\n\n{"error":"Provider failed"}');
    expect(await linesOf([bytes])).toEqual([{ chunk: 'a' }, { error: 'Provider failed' }]);
  });

  it('throws on a line that is not JSON', async () => {
    await expect(linesOf([new TextEncoder().encode('{"chunk":\n')])).rejects.toThrow(SyntaxError);
  });
});
