import { MAX_PROFILE_CHARS, profileExcerpt } from '@common/style-excerpt';
import { describe, expect, it } from 'vitest';
import { styleMatch, styleProfile } from '../detection/stylometry/stylometry';

const CASUAL =
  "I don't know. It's late, and I'm tired! We've walked all day. Can't stop now, though.\n\nYou'll see it soon. It's just past the hill. Isn't it odd how quiet it gets?\n\n";
const FORMAL =
  'The committee, having considered the evidence presented during the preceding sessions, concluded that the proposed amendments would require substantial revision; in particular, the provisions concerning administrative responsibilities were judged to be insufficiently precise.\n\n';

describe('the excerpt a style profile reads', () => {
  it('is the text itself when the text is within the bound', () => {
    const text = CASUAL.repeat(10);
    expect(profileExcerpt(text)).toBe(text);
  });

  it('bounds a 2-million-character text and keeps whole sentences from all of it', () => {
    // Casual first half, formal second half: an excerpt of the start alone would miss the second.
    const half = 1_000_000;
    const text =
      CASUAL.repeat(Math.ceil(half / CASUAL.length)).slice(0, half) +
      FORMAL.repeat(Math.ceil(half / FORMAL.length)).slice(0, half);
    const excerpt = profileExcerpt(text);
    expect(excerpt.length).toBeLessThanOrEqual(MAX_PROFILE_CHARS);
    expect(excerpt.length).toBeGreaterThan(MAX_PROFILE_CHARS * 0.8);
    expect(excerpt).toContain("I don't know.");
    expect(excerpt).toContain('The committee, having considered');
    for (const paragraph of excerpt.split('\n\n')) {
      expect(paragraph).toMatch(/^[A-Z]/);
      expect(paragraph).toMatch(/[.!?]$/);
    }
  });

  it('profiles a long text as its own excerpt would be profiled', () => {
    const long = CASUAL.repeat(Math.ceil(2_000_000 / CASUAL.length));
    const samples = styleProfile(CASUAL.repeat(20))!;
    const score = styleMatch(samples, styleProfile(profileExcerpt(long), samples.language)!);
    expect(score).toBeGreaterThan(90);
  });
});
