import {
  DEFAULT_MODEL,
  DEFAULT_PRESET,
  PRESET_NAMES,
  TRANSFORM_MODEL_IDS,
  TRANSFORM_TYPES,
} from '@common/transform';
import { z } from 'zod';

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

export const transformSettingsSchema = z.object({
  preset: z.union([z.enum(PRESET_NAMES), z.literal('')]),
  transformType: z.enum(TRANSFORM_TYPES),
  model: z.enum(TRANSFORM_MODEL_IDS),
  /** True once the user picked a model: the status then keeps their choice when it can. */
  modelChosen: z.boolean(),
  retainFormatting: z.boolean(),
  includeGraphs: z.boolean(),
  /** Send the active style references as samples of the voice (spec: on by default). */
  useStyleReference: z.boolean(),
  /** Send the active content references as material to draw on (spec: on by default). */
  useContentReference: z.boolean(),
});
export type TransformSettings = z.infer<typeof transformSettingsSchema>;

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

const graphSchema = z.object({ svg: z.string(), title: z.string(), caption: z.string() });

const savedWorkspaceSchema = z.object({
  output: z.string(),
  graphs: z.array(graphSchema),
  settings: transformSettingsSchema,
});
export type SavedWorkspace = z.infer<typeof savedWorkspaceSchema>;

export const EMPTY_WORKSPACE: SavedWorkspace = {
  output: '',
  graphs: [],
  settings: DEFAULT_SETTINGS,
};

/** The saved workspace, or the defaults when there is none or it is not of this version's shape. */
export function parseSavedWorkspace(raw: string | null): SavedWorkspace {
  if (!raw) return EMPTY_WORKSPACE;
  try {
    const parsed = savedWorkspaceSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : EMPTY_WORKSPACE;
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
