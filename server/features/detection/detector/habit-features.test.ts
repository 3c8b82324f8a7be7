import { describe, expect, it } from 'vitest';
import { extractFeatures } from './features';

const FORMAL =
  'The committee met on Tuesday to review the annual budget. Members discussed the proposed changes to the transport plan. A final vote is expected next month.';
const CASUAL =
  'ok so the bus was late AGAIN... I waited forever lol. Seriously who plans these routes. Gonna complain tbh.';

describe('casual typed marks', () => {
  it('counts lower-case starts, words in capitals, ellipses and chat words per sentence', () => {
    expect(extractFeatures(FORMAL).casualMarkRate).toBe(0);
    // 4 sentences; marks: "ok so", "AGAIN", "...", "lol", "Gonna", "tbh" and one lower-case start.
    const f = extractFeatures(CASUAL);
    expect(f.sentenceCount).toBe(4);
    expect(f.casualMarkRate).toBeCloseTo(7 / 4, 10);
  });
});

describe('assistant phrases', () => {
  it('counts stock phrases of chat assistants, not single plain words', () => {
    const stock =
      'In this essay we delve into the topic. Technology plays a crucial role in a rich tapestry of modern life.';
    const plain = 'My town has a rich history. We play football in the park every day.';
    expect(extractFeatures(stock).assistantPhraseRate).toBeGreaterThan(0);
    expect(extractFeatures(plain).assistantPhraseRate).toBe(0);
  });

  it('is shrunk by 100 hit-free words, so one phrase in a short text counts for little', () => {
    const f = extractFeatures('Let us delve into it.');
    // one hit, five words: 100 * 1 / (5 + 100)
    expect(f.assistantPhraseRate).toBeCloseTo(100 / 105, 10);
  });
});

describe('repetition of structures', () => {
  it('finds repeated word pairs', () => {
    const repeated = extractFeatures(
      'It is important to learn. It is important to rest. It is important to play.',
    );
    const varied = extractFeatures(
      'Learning takes patience. Resting helps the body recover. Games teach children rules.',
    );
    expect(repeated.bigramRepeat!).toBeGreaterThan(0.3);
    expect(varied.bigramRepeat).toBe(0);
  });

  it('finds repeated sentence shapes', () => {
    const same = Array.from({ length: 6 }, (_, i) => `The house number ${i} is red.`).join(' ');
    expect(extractFeatures(same).shapeRepeat).toBe(1);
    expect(extractFeatures('One. Two.').shapeRepeat).toBeNull();
  });
});

describe('clause rhythm', () => {
  it('is 0 for equal clauses and grows with uneven ones', () => {
    const even = 'Cats sleep, dogs bark, birds sing. Fish swim, cows moan, bees hum.';
    const uneven =
      'Yes, the old man who lived at the end of our long and narrow street walked his dog, then slept. No. Well, he woke up, ate, and went out into the cold grey morning without his coat.';
    expect(extractFeatures(even).clauseLenCvAll).toBe(0);
    expect(extractFeatures(uneven).clauseLenCvAll!).toBeGreaterThan(0.5);
  });
});

describe('function-word profile', () => {
  const english = Array.from(
    { length: 5 },
    () => 'The dog and the cat sat on a mat in the sun, and it was warm for them.',
  ).join(' ');

  it('measures English texts', () => {
    const f = extractFeatures(english);
    // per sentence of 18 words: The, the, a, the; it, them
    expect(f.articleRate).toBeCloseTo(4 / 18, 10);
    expect(f.pronounRate).toBeCloseTo(2 / 18, 10);
  });

  it('is not measured on other languages or on short texts', () => {
    const german = Array.from(
      { length: 5 },
      () => 'Der Hund und die Katze saßen auf einer Matte in der Sonne, und es war warm.',
    ).join(' ');
    expect(extractFeatures(german).articleRate).toBeNull();
    expect(extractFeatures('The dog sat on the mat.').articleRate).toBeNull();
  });
});
