import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeText } from './extract/plain-text';
import { detectTextEncoding } from './text-encoding';

/** The same sentences an editor would have saved in each encoding. */
const SAVED: [string, string][] = [
  [
    'windows-1252',
    'Le café de la rue Saint-Honoré était fermé. « Déjà ? » dit-elle — c’était l’été.',
  ],
  ['windows-1252', 'Short: naïve'],
  ['windows-1250', 'Článek třetí: Každý má právo na život, svobodu a osobní bezpečnost.'],
  ['windows-1250', 'Příliš žluťoučký kůň úpěl ďábelské ódy.'],
  ['windows-1251', 'Все люди рождаются свободными и равными в своем достоинстве и правах.'],
  ['koi8-r', 'Все люди рождаются свободными и равными в своем достоинстве и правах.'],
  [
    'shift_jis',
    'すべての人間は、生まれながらにして自由であり、かつ、尊厳と権利とについて平等である。',
  ],
  ['shift_jis', '日本語テスト'],
  [
    'euc-jp',
    'すべての人間は、生まれながらにして自由であり、かつ、尊厳と権利とについて平等である。',
  ],
  [
    'gb18030',
    '人人生而自由，在尊严和权利上一律平等。他们赋有理性和良心，并应以兄弟关系的精神相对待。',
  ],
  [
    'big5',
    '人人生而自由，在尊嚴和權利上一律平等。他們賦有理性和良心，並應以兄弟關係的精神相對待。',
  ],
  ['euc-kr', '모든 인간은 태어날 때부터 자유로우며 그 존엄과 권리에 있어 동등하다.'],
  ['utf-16le', 'Words in UTF-16 without a byte-order mark.'],
  ['utf-16be', 'Words in UTF-16 without a byte-order mark.'],
];

describe('the encoding of a text file', () => {
  it.each(SAVED)('reads text saved as %s: %s', (encoding, text) => {
    expect(decodeText(iconv.encode(text, encoding))).toBe(text);
  });

  it('reads byte-order marks of UTF-8, UTF-16 and UTF-32', () => {
    const text = 'Grüße, 世界';
    for (const encoding of ['utf-8', 'utf-16le', 'utf-16be', 'utf-32le', 'utf-32be']) {
      expect(decodeText(iconv.encode(text, encoding, { addBOM: true }))).toBe(text);
    }
  });

  it('keeps UTF-8 first: text that is valid UTF-8 is read as UTF-8', () => {
    expect(detectTextEncoding(Buffer.from('Crème brûlée, 東京'))?.encoding).toBe('utf-8');
    expect(detectTextEncoding(Buffer.from('plain ASCII'))?.encoding).toBe('utf-8');
  });

  it('is not fooled by binary files', () => {
    expect(detectTextEncoding(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]))).toBeNull();
    expect(detectTextEncoding(Buffer.from('a\u0001\u0002\u0003b'))).toBeNull();
    expect(detectTextEncoding(Buffer.alloc(0))).toBeNull();
    // A UTF-8 mark on bytes that are not UTF-8.
    expect(detectTextEncoding(Buffer.from([0xef, 0xbb, 0xbf, 0xc3, 0x28]))).toBeNull();
  });
});
