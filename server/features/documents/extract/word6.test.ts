import CFB from 'cfb';
import { describe, expect, it } from 'vitest';
import {
  FAST_SAVED_TEXT,
  fastSavedWord6,
  WORD6_FRENCH,
  word6French,
} from '../../../../tests/support/old-word-fixtures';
import { FIB_LAYOUT } from './word-fib';
import { word6Text } from './word6';

/** The WordDocument stream of an OLE file. */
function wordStream(file: Buffer): Buffer {
  const entry = CFB.find(CFB.read(file, { type: 'buffer' }), 'WordDocument');
  if (!entry?.content) throw new Error('no WordDocument stream');
  return Buffer.from(entry.content as Uint8Array);
}

describe('Word 6/95 text', () => {
  it('reads a document saved whole from fcMin', () => {
    expect(word6Text(wordStream(word6French()))).toBe(`${WORD6_FRENCH.join('\n')}\n`);
  });

  it('reads a fast-saved document piece by piece, the edits in their places', () => {
    expect(word6Text(wordStream(fastSavedWord6()))).toBe(`${FAST_SAVED_TEXT.join('\n')}\n`);
  });

  it('says a fast-saved document is damaged when its piece table lies past the stream', () => {
    const stream = wordStream(fastSavedWord6());
    stream.writeUInt32LE(stream.length, FIB_LAYOUT.word6.fcClx);
    expect(() => word6Text(stream)).toThrow(/damaged or incomplete/);
  });
});
