import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCENES } from './scenes';

describe('the tutorial scene plan', () => {
  it('walks the main flows in the order a new user meets them', () => {
    expect(SCENES.map((scene) => scene.id)).toEqual([
      'welcome',
      'input',
      'preset',
      'transform',
      'detection',
      'humanize',
      'analysis',
      'listen',
      'export',
    ]);
  });

  it('gives every scene a distinct chapter title and narration in whole sentences', () => {
    expect(new Set(SCENES.map((scene) => scene.chapter)).size).toBe(SCENES.length);
    for (const scene of SCENES) {
      expect(scene.chapter.trim()).not.toBe('');
      expect(scene.narration.length).toBeGreaterThan(0);
      for (const sentence of scene.narration) {
        expect(sentence).toMatch(/^[A-Z].*[.!?]$/);
        // One sentence is one caption group: keep it to what a viewer reads in a few seconds.
        expect(sentence.split(/\s+/).length).toBeLessThanOrEqual(25);
      }
    }
  });

  it('finds controls by role and name only, so other changes to the look do not break it', () => {
    const source = readFileSync(new URL('./scenes.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/\.locator\(|\$\(|querySelector|getByTestId|data-testid/);
    expect(source).toMatch(/getByRole\(/);
  });
});
