import { describe, expect, it } from 'vitest';
import { collapseWhitespace, wellFormedText } from './text-rules';

describe('text that leaves the server', () => {
  it('replaces lone surrogates and keeps pairs', () => {
    expect(wellFormedText('a\uD800b\uDC00c 🙂')).toBe('a\uFFFDb\uFFFDc 🙂');
    expect(wellFormedText('end\uD83D')).toBe('end\uFFFD');
    // encodeURIComponent refuses a lone surrogate: the result encodes.
    expect(() => encodeURIComponent(wellFormedText('a\uD800b\uDFFF'))).not.toThrow();
  });

  it('keeps tab and newline, makes line ends and page breaks newlines, drops other controls', () => {
    expect(wellFormedText('a\tb\r\nc\rd\fe\vf')).toBe('a\tb\nc\nd\ne\nf');
    expect(wellFormedText('x\u0000\u0001\u0007\u001b[31my\u007f\u0085\u009fz')).toBe('x[31myz');
  });

  it('leaves ordinary text as it is', () => {
    const text = 'Café — “quoted” π ≈ 3.14\n\n東京 한국어';
    expect(wellFormedText(text)).toBe(text);
  });
});

describe('collapsing white space', () => {
  it('makes every run of white space one space, as replacing /\\s+/g does', () => {
    const samples = [
      'one two  three\n\nfour\tfive \n six\u00a0seven \u00a0eight\u2009nine',
      '  leading and trailing  ',
      ' ',
      '\n',
      '',
      'no-space',
      'a \r\n\r\n b\u3000c\ufeffd',
    ];
    for (const text of samples) expect(collapseWhitespace(text)).toBe(text.replace(/\s+/g, ' '));
  });

  it('leaves text whose runs are single spaces as it is', () => {
    expect(collapseWhitespace('a b c. d e f')).toBe('a b c. d e f');
  });
});
