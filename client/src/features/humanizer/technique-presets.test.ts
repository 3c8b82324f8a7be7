import { findTechnique } from '@common/humanizer-techniques';
import { describe, expect, it } from 'vitest';
import { presetOf, TECHNIQUE_PRESETS } from './technique-presets';

describe('technique presets', () => {
  it('name only techniques that exist', () => {
    for (const preset of TECHNIQUE_PRESETS)
      for (const id of preset.ids) expect(findTechnique(id), `${preset.name}: ${id}`).toBeDefined();
  });

  it('are recognised from the selection, in any order, and only exactly', () => {
    const light = TECHNIQUE_PRESETS.find((preset) => preset.name === 'Light touch')!;
    expect(presetOf([...light.ids].reverse())).toBe('Light touch');
    expect(presetOf([...light.ids, 'contractions'])).toBeNull();
    expect(presetOf([])).toBeNull();
  });
});
