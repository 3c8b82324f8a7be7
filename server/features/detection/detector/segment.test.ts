import { describe, expect, it } from 'vitest';
import { splitParagraphs, splitSentences, splitWords } from './segment';

const texts = (t: string): string[] => splitSentences(t).map((s) => s.text);

describe('splitSentences', () => {
  it('splits on terminal punctuation followed by a capital', () => {
    expect(texts('One two. Three four! Five six? Seven.')).toEqual([
      'One two.',
      'Three four!',
      'Five six?',
      'Seven.',
    ]);
  });

  it('keeps abbreviations, titles and initials inside the sentence', () => {
    expect(
      texts(
        'Dr. Smith met Mr. Jones at 5 p.m. on Friday. J. R. R. Tolkien wrote it, e.g. The Hobbit.',
      ),
    ).toEqual([
      'Dr. Smith met Mr. Jones at 5 p.m. on Friday.',
      'J. R. R. Tolkien wrote it, e.g. The Hobbit.',
    ]);
    expect(texts('Das ist z.B. gut. Er kam am 1. Januar an.')).toEqual([
      'Das ist z.B. gut.',
      'Er kam am 1. Januar an.',
    ]);
  });

  it('keeps German ordinals inside the sentence but still ends sentences on numbers', () => {
    expect(texts('Im 19. Jahrhundert wuchs die Stadt. Sie gewann zum 2. Mal den Titel.')).toEqual([
      'Im 19. Jahrhundert wuchs die Stadt.',
      'Sie gewann zum 2. Mal den Titel.',
    ]);
    expect(texts('Er war der 1. Präsident. Dann ging er.')).toEqual([
      'Er war der 1. Präsident.',
      'Dann ging er.',
    ]);
    expect(texts('The team scored 11. Due to rain, play stopped.')).toEqual([
      'The team scored 11.',
      'Due to rain, play stopped.',
    ]);
  });

  it('does not split decimals, numbers or lower-case continuations', () => {
    expect(texts('It costs 3.50 euros and 2,400 people came. pH 7.4 is normal.')).toEqual([
      'It costs 3.50 euros and 2,400 people came. pH 7.4 is normal.',
    ]);
  });

  it('keeps closing quotes with their sentence', () => {
    expect(texts('He said "Go home." Then he left. «Oui.» Elle est partie.')).toEqual([
      'He said "Go home."',
      'Then he left.',
      '«Oui.»',
      'Elle est partie.',
    ]);
  });

  it('treats line breaks as boundaries but joins soft-wrapped lines', () => {
    expect(
      texts('A Heading\nThis line is wrapped\nin the middle. Next one.\n\nNew paragraph'),
    ).toEqual(['A Heading', 'This line is wrapped\nin the middle.', 'Next one.', 'New paragraph']);
  });

  it('handles Spanish opening marks and ellipses', () => {
    expect(texts('¿Qué pasa? ¡Nada! Pues... Vale.')).toEqual([
      '¿Qué pasa?',
      '¡Nada!',
      'Pues...',
      'Vale.',
    ]);
  });

  it('returns spans that index back into the original text', () => {
    const text = '  First one.  Second, with "quotes."\n\n Third line\nwrapped here.  ';
    const spans = splitSentences(text);
    expect(spans).toHaveLength(3);
    for (const s of spans) expect(text.slice(s.start, s.end)).toBe(s.text);
  });

  it('returns nothing for empty or punctuation-only input', () => {
    expect(splitSentences('')).toEqual([]);
    expect(splitSentences('  ... !!  \n')).toEqual([]);
  });
});

describe('splitWords', () => {
  it('keeps contractions, hyphenated words and formatted numbers whole', () => {
    expect(splitWords("Don't stop: 7,617,930 north-east COVID-19 l'homme straße.")).toEqual([
      "Don't",
      'stop',
      '7,617,930',
      'north-east',
      'COVID-19',
      "l'homme",
      'straße',
    ]);
  });
});

describe('splitParagraphs', () => {
  it('splits on blank lines only', () => {
    expect(splitParagraphs('a b\nc\n\n  d e \n \n\nf').map((p) => p.text)).toEqual([
      'a b\nc',
      'd e',
      'f',
    ]);
  });
});
