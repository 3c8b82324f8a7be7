import { describe, expect, it } from 'vitest';
import { lexicalTokens } from '../../../server/features/detection/detector/lexical';
import { buildBigramCounts, SURPRISAL_NAMES, surprisalProfile } from './surprisal';

const texts = [
  'The rain kept falling on the old roof all night long.',
  'We walked to the market and bought bread, cheese and apples.',
  'The old dog slept by the fire while the rain kept falling.',
].map((t) => lexicalTokens(t));

describe('surprisalProfile', () => {
  it('scores a counted text as if it had not been counted (leave-one-out)', () => {
    const withIt = buildBigramCounts(texts);
    const without = buildBigramCounts(texts.slice(1));
    const inSample = surprisalProfile(texts[0]!, withIt, true);
    const outOfSample = surprisalProfile(texts[0]!, without, false);
    // The vocabulary size differs by the words only this text has; every other count matches.
    expect(inSample).toHaveLength(SURPRISAL_NAMES.length);
    expect(inSample[2]).toBeCloseTo(outOfSample[2]!, 6);
    expect(Math.abs(inSample[0]! - outOfSample[0]!)).toBeLessThan(0.2);
    // Counting the text in without taking it out again makes it look predictable.
    expect(surprisalProfile(texts[0]!, withIt, false)[0]!).toBeLessThan(inSample[0]! - 1);
  });

  it('finds a seen word pair less surprising than an unseen one', () => {
    const lm = buildBigramCounts(texts);
    const seen = surprisalProfile(lexicalTokens('the rain kept falling'), lm, false);
    const unseen = surprisalProfile(lexicalTokens('falling kept rain the'), lm, false);
    expect(seen[0]!).toBeLessThan(unseen[0]!);
  });
});
