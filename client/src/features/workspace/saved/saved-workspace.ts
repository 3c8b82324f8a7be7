import {
  DEFAULT_MODEL,
  DEFAULT_PRESET,
  PRESET_NAMES,
  TRANSFORM_MODEL_IDS,
  TRANSFORM_TYPES,
} from '@common/transform';

/**
 * What the workspace shows besides the input and instructions drafts (which keep their own
 * keys): the processed output, its graphs and the transformation settings. Kept in
 * localStorage so that a reload shows the same workspace.
 *
 * The key carries a version: a later shape gets a new key, and an old or damaged entry is
 * ignored (the workspace starts from its defaults) rather than read into a wrong shape.
 */
export const SAVED_WORKSPACE_KEY = 'redraft.workspace.v1';

/**
 * The most a saved workspace may take, in characters of JSON (about 2 MB as UTF-16 in a
 * 5 MB origin quota, beside an input draft of up to 1 MB). A larger output is not saved:
 * the settings still are, and the output is written again once it fits.
 */
export const MAX_SAVED_WORKSPACE_CHARS = 1_000_000;

/** The transformation settings the workspace keeps. */
export interface TransformSettings {
  preset: (typeof PRESET_NAMES)[number] | '';
  transformType: (typeof TRANSFORM_TYPES)[number];
  model: (typeof TRANSFORM_MODEL_IDS)[number];
  /** True once the user picked a model: the status then keeps their choice when it can. */
  modelChosen: boolean;
  retainFormatting: boolean;
  includeGraphs: boolean;
  /** Send the active style references as samples of the voice (spec: on by default). */
  useStyleReference: boolean;
  /** Send the active content references as material to draw on (spec: on by default). */
  useContentReference: boolean;
}

export const DEFAULT_SETTINGS: TransformSettings = {
  preset: DEFAULT_PRESET,
  transformType: 'non-fiction',
  model: DEFAULT_MODEL,
  modelChosen: false,
  retainFormatting: false,
  includeGraphs: false,
  useStyleReference: true,
  useContentReference: true,
};

export interface SavedWorkspace {
  output: string;
  graphs: { svg: string; title: string; caption: string }[];
  settings: TransformSettings;
}

// Checked by hand rather than with zod: this runs on the first page, which zod stays off
// (docs/decisions/085-first-page-loads-workspace-only.md).
type Entry = Record<string, unknown>;
const isEntry = (value: unknown): value is Entry =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isOneOf = (options: readonly string[], value: unknown) =>
  typeof value === 'string' && options.includes(value);
const BOOLEAN_SETTINGS = [
  'modelChosen',
  'retainFormatting',
  'includeGraphs',
  'useStyleReference',
  'useContentReference',
] as const;

function isSettings(value: unknown): value is TransformSettings {
  return (
    isEntry(value) &&
    (value.preset === '' || isOneOf(PRESET_NAMES, value.preset)) &&
    isOneOf(TRANSFORM_TYPES, value.transformType) &&
    isOneOf(TRANSFORM_MODEL_IDS, value.model) &&
    BOOLEAN_SETTINGS.every((key) => typeof value[key] === 'boolean')
  );
}

const isGraph = (value: unknown) =>
  isEntry(value) &&
  typeof value.svg === 'string' &&
  typeof value.title === 'string' &&
  typeof value.caption === 'string';

function isSavedWorkspace(value: unknown): value is SavedWorkspace {
  return (
    isEntry(value) &&
    typeof value.output === 'string' &&
    Array.isArray(value.graphs) &&
    value.graphs.every(isGraph) &&
    isSettings(value.settings)
  );
}

export const EMPTY_WORKSPACE: SavedWorkspace = {
  output: '',
  graphs: [],
  settings: DEFAULT_SETTINGS,
};

/** The saved workspace, or the defaults when there is none or it is not of this version's shape. */
export function parseSavedWorkspace(raw: string | null): SavedWorkspace {
  if (!raw) return EMPTY_WORKSPACE;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSavedWorkspace(parsed) ? pick(parsed) : EMPTY_WORKSPACE;
  } catch {
    return EMPTY_WORKSPACE;
  }
}

/**
 * The text to store. Within the bound, everything; past it, the settings alone (a partial
 * output would read as the whole rewrite, so none is kept rather than a cut one).
 */
export function serializeWorkspace(state: SavedWorkspace): string {
  const whole = JSON.stringify(state);
  if (whole.length <= MAX_SAVED_WORKSPACE_CHARS) return whole;
  return JSON.stringify({ ...EMPTY_WORKSPACE, settings: state.settings });
}

/** Only the known fields, as zod's object parsing kept them: an older entry's extras are dropped. */
function pick(saved: SavedWorkspace): SavedWorkspace {
  const { settings } = saved;
  return {
    output: saved.output,
    graphs: saved.graphs.map(({ svg, title, caption }) => ({ svg, title, caption })),
    settings: {
      preset: settings.preset,
      transformType: settings.transformType,
      model: settings.model,
      modelChosen: settings.modelChosen,
      retainFormatting: settings.retainFormatting,
      includeGraphs: settings.includeGraphs,
      useStyleReference: settings.useStyleReference,
      useContentReference: settings.useContentReference,
    },
  };
}
