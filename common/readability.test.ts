import { describe, expect, it } from 'vitest';
import {
  assessReadability,
  countSyllables,
  READABILITY_MESSAGES,
  splitSentences,
} from './readability';

const marked = (text: string, message: string) =>
  assessReadability(text)
    .issues.filter((issue) => issue.message === message)
    .map((issue) => text.slice(issue.start, issue.end));

describe('splitSentences', () => {
  it('ends sentences at . ! ? and line breaks, not at abbreviations or initials', () => {
    const text = 'Dr. Smith met J. Doe at 5 p.m. today. Was it late? Yes!\nA new line';
    const sentences = splitSentences(text).map((s) => text.slice(s.start, s.end));
    expect(sentences).toEqual([
      'Dr. Smith met J. Doe at 5 p.m. today.',
      'Was it late?',
      'Yes!',
      'A new line',
    ]);
  });

  it('keeps closing quotes with their sentence', () => {
    const text = '“Stop.” She left.';
    expect(splitSentences(text).map((s) => text.slice(s.start, s.end))).toEqual([
      '“Stop.”',
      'She left.',
    ]);
  });
});

describe('countSyllables', () => {
  it('counts common words within one syllable', () => {
    const expected: Record<string, number> = {
      cat: 1,
      table: 2,
      reading: 2,
      beautiful: 3,
      education: 4,
      university: 5,
      make: 1,
    };
    for (const [word, syllables] of Object.entries(expected))
      expect(Math.abs(countSyllables(word) - syllables), word).toBeLessThanOrEqual(1);
  });
});

describe('assessReadability', () => {
  it('gives a low grade and high ease to plain short sentences', () => {
    const { readability } = assessReadability('The cat sat on the mat. It was warm. We went home.');
    expect(readability.sentences).toBe(3);
    expect(readability.grade).toBeLessThan(3);
    expect(readability.readingEase).toBeGreaterThan(90);
    expect(readability.hardSentences + readability.veryHardSentences).toBe(0);
  });

  it('marks a long dense sentence as very hard and a medium one as hard', () => {
    const veryHard =
      'The institutionalisation of interdisciplinary methodologies necessitates comprehensive reconsideration of established epistemological assumptions concerning organisational accountability and administrative responsibility.';
    const hard =
      'The committee met on Tuesday and decided that the departmental budget for next year should be reduced by a considerable amount.';
    const text = `${veryHard} ${hard} The cat sat.`;
    const { readability, issues } = assessReadability(text);
    expect(readability.veryHardSentences).toBe(1);
    expect(readability.hardSentences).toBe(1);
    const sentenceMarks = issues.filter(
      (i) =>
        i.message !== READABILITY_MESSAGES.adverb && i.message !== READABILITY_MESSAGES.passive,
    );
    expect(sentenceMarks.map((i) => [text.slice(i.start, i.end), i.message])).toEqual([
      [veryHard, READABILITY_MESSAGES.veryHard],
      [hard, READABILITY_MESSAGES.hard],
    ]);
    expect(readability.grade).toBeGreaterThan(12);
  });

  it('marks passive voice, with an adverb between, and not adjectives after "be"', () => {
    const text =
      'The report was written by Ann. The cake was quickly eaten. She was tired. He is interested.';
    expect(marked(text, READABILITY_MESSAGES.passive)).toEqual([
      'was written',
      'was quickly eaten',
    ]);
  });

  it('marks -ly adverbs but not -ly nouns and adjectives', () => {
    const text = 'She really ran quickly to the friendly family in July, only early.';
    expect(marked(text, READABILITY_MESSAGES.adverb)).toEqual(['really', 'quickly']);
  });

  it('answers zeros for text without words', () => {
    expect(assessReadability('  ...  ').readability).toEqual({
      grade: 0,
      readingEase: 0,
      sentences: 0,
      hardSentences: 0,
      veryHardSentences: 0,
    });
  });

  it('gives offsets in JavaScript string units past emoji', () => {
    const text = '😀😀 The door was opened.';
    expect(marked(text, READABILITY_MESSAGES.passive)).toEqual(['was opened']);
  });
});
