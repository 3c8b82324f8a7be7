import { MOST_EFFECTIVE_IDS } from '@common/humanizer-techniques';

/**
 * A few named sets of techniques, so that a writer picks one choice instead of reading forty;
 * every technique stays one click away ("Show all techniques").
 */
export const TECHNIQUE_PRESETS: readonly { name: string; ids: readonly string[] }[] = [
  { name: 'Most effective', ids: [...MOST_EFFECTIVE_IDS] },
  { name: 'Light touch', ids: ['combo-minimal', 'drop-stock-transitions', 'plain-vocabulary'] },
  {
    name: 'Student essay',
    ids: ['combo-student', 'sentence-length-swings', 'drop-stock-transitions', 'kill-the-summary'],
  },
  {
    name: 'Conversational',
    ids: ['combo-conversational', 'contractions', 'direct-address', 'and-but-starts'],
  },
  {
    name: 'Professional',
    ids: ['combo-professional', 'active-voice', 'plain-starts', 'cut-signposting'],
  },
];

/** The preset the selection is exactly, if any. */
export function presetOf(selected: readonly string[]): string | null {
  const chosen = new Set(selected);
  const match = TECHNIQUE_PRESETS.find(
    (preset) => preset.ids.length === chosen.size && preset.ids.every((id) => chosen.has(id)),
  );
  return match?.name ?? null;
}
