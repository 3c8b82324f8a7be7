import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  EMPTY_WORKSPACE,
  MAX_SAVED_WORKSPACE_CHARS,
  parseSavedWorkspace,
  type SavedWorkspace,
  serializeWorkspace,
} from './saved-workspace';

const shown: SavedWorkspace = {
  output: 'The rewritten text.',
  graphs: [{ svg: '<svg><title>Growth</title></svg>', title: 'Growth', caption: 'A caption.' }],
  settings: {
    ...DEFAULT_SETTINGS,
    preset: 'Concise',
    transformType: 'fiction',
    model: 'gpt-4o',
    modelChosen: true,
    useContentReference: false,
  },
};

describe('the saved workspace', () => {
  it('comes back after a reload as it was shown', () => {
    expect(parseSavedWorkspace(serializeWorkspace(shown))).toEqual(shown);
  });

  it('starts from the defaults when nothing, something broken or another shape was saved', () => {
    expect(parseSavedWorkspace(null)).toEqual(EMPTY_WORKSPACE);
    expect(parseSavedWorkspace('{"output": "cut off')).toEqual(EMPTY_WORKSPACE);
    const unknownModel = { ...shown, settings: { ...shown.settings, model: 'gpt-2' } };
    expect(parseSavedWorkspace(JSON.stringify(unknownModel))).toEqual(EMPTY_WORKSPACE);
    expect(parseSavedWorkspace(JSON.stringify({ output: 'no settings' }))).toEqual(EMPTY_WORKSPACE);
  });

  it('keeps the settings but not an output past its bound, rather than a cut one', () => {
    const huge = { ...shown, output: 'x'.repeat(MAX_SAVED_WORKSPACE_CHARS) };
    const stored = serializeWorkspace(huge);
    expect(stored.length).toBeLessThan(MAX_SAVED_WORKSPACE_CHARS);
    expect(parseSavedWorkspace(stored)).toEqual({
      output: '',
      graphs: [],
      settings: shown.settings,
    });
  });
});
