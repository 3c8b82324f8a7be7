import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { extractRtfText } from './rtf';

/** `\'hh` escapes of a text's bytes in a code page, as Word writes them. */
const escaped = (text: string, encoding: string) =>
  [...iconv.encode(text, encoding)].map((byte) => `\\'${byte.toString(16)}`).join('');

const rtf = (body: string) => Buffer.from(body, 'latin1');

describe('RTF code pages', () => {
  it('reads each font in the code page of its \\fcharset, not only \\ansicpg', async () => {
    const text = await extractRtfText(
      rtf(String.raw`{\rtf1\ansi\ansicpg1252\deff0{\fonttbl{\f0\froman\fcharset0 Times;}{\f1\fswiss\fcharset238 Arial CE;}{\f2\fnil\fcharset128 MS Mincho;}{\f3\fnil\fcharset204 Arial Cyr;}}
\pard\f1 ${escaped('Článek třetí', 'cp1250')}\par
\f0 Caf${escaped('é', 'cp1252')}\par
{\f2 ${escaped('日本語のテキスト', 'cp932')}}\par
\f3 ${escaped('Привет', 'cp1251')}\par}`),
    );
    expect(text).toBe('Článek třetí\n\nCafé\n\n日本語のテキスト\n\nПривет');
  });

  it('reads a Japanese document in \\ansicpg932 with its default font', async () => {
    const text = await extractRtfText(
      rtf(String.raw`{\rtf1\ansi\ansicpg932\deff0{\fonttbl{\f0\fnil\fcharset128 MS Gothic;}}
\pard ${escaped('東京は日本の首都です。', 'cp932')}\par}`),
    );
    expect(text).toBe('東京は日本の首都です。');
  });

  it('goes back to the outer font when a group ends', async () => {
    const text = await extractRtfText(
      rtf(String.raw`{\rtf1\ansi\ansicpg1252\deff0{\fonttbl{\f0 Times;}{\f1\fcharset161 Greek;}}
\pard na${escaped('ï', 'cp1252')}ve {\f1 ${escaped('λόγος', 'cp1253')}} caf${escaped('é', 'cp1252')}\par}`),
    );
    expect(text).toBe('naïve λόγος café');
  });
});
