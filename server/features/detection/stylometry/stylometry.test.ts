import { describe, expect, it } from 'vitest';
import { styleMatch, styleProfile } from './stylometry';

const CASUAL = `I don't know. It's late, and I'm tired! We've walked all day. Can't stop now, though.

You'll see it soon. It's just past the hill. Isn't it odd how quiet it gets? I'd say we're close.

Dad's waiting. He won't mind. Let's go.`;

const CASUAL_TOO = `We're almost there. It's cold, and I'm hungry! Don't stop yet. You've done well today.

I can't see the road. It's too dark. Isn't that the gate? We'll find it.

Mum's inside. She'll laugh. Come on.`;

const FORMAL = `The committee, having considered the evidence presented during the preceding sessions, concluded that the proposed amendments to the regulatory framework would require substantial revision before their adoption could reasonably be recommended to the assembly; in particular, the provisions concerning the allocation of administrative responsibilities among the several departments were judged to be insufficiently precise.

Furthermore, the members observed that the financial implications of the proposal (which had not been estimated with any degree of rigour) constituted a considerable obstacle to its implementation, notwithstanding the evident merits of the underlying principles that the authors of the document had articulated with commendable clarity.`;

const profile = (text: string) => styleProfile(text)!;

describe('style match', () => {
  it('scores a text against itself at 100', () => {
    expect(styleMatch(profile(CASUAL), profile(CASUAL))).toBe(100);
    expect(styleMatch(profile(FORMAL), profile(FORMAL))).toBe(100);
  });

  it('scores a text in the same voice high and a clearly different style much lower', () => {
    const same = styleMatch(profile(CASUAL), profile(CASUAL_TOO));
    const different = styleMatch(profile(CASUAL), profile(FORMAL));
    expect(same).toBeGreaterThan(60);
    expect(different).toBeLessThan(25);
    expect(styleMatch(profile(FORMAL), profile(CASUAL))).toBeLessThan(25);
  });

  it('reads the profile features a reader would expect', () => {
    const casual = profile(CASUAL);
    const formal = profile(FORMAL);
    expect(casual.language).toBe('en');
    expect(casual.contractionRate!).toBeGreaterThan(0.1);
    expect(formal.contractionRate).toBe(0);
    expect(formal.sentenceLengthMean).toBeGreaterThan(casual.sentenceLengthMean * 4);
    expect(formal.semicolonColonRate).toBeGreaterThan(0);
    expect(casual.paragraphLength).not.toBeNull();
    expect(profile('One paragraph only.').paragraphLength).toBeNull();
  });

  it('knows the language by its function words and leaves contractions to English', () => {
    const german = profile(
      'Der Hund ist nicht im Haus, und die Katze ist auch nicht da. Wir sind allein.',
    );
    expect(german.language).toBe('de');
    expect(german.contractionRate).toBeNull();
    expect(profile('Le chat est dans la maison, et il ne dort pas.').language).toBe('fr');
    expect(profile('El perro no está en la casa, y la gata tampoco.').language).toBe('es');
  });

  it('has no profile for a text without words', () => {
    expect(styleProfile('… — !!')).toBeNull();
  });
});
