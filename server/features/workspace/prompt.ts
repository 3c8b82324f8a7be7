import {
  FALLBACK_INSTRUCTION,
  PRESETS,
  type PresetName,
  type Reference,
  type TransformMode,
  type TransformOptions,
} from '@common/transform';

export interface PromptParts {
  system: string;
  prompt: string;
}

/**
 * The instruction the model follows: the preset's register plus the user's own words. With
 * neither, the spec's fallback 'Improve this text'.
 */
export function resolveInstruction(
  options: Pick<TransformOptions, 'preset' | 'instructions'>,
): string {
  const parts = [options.preset ? PRESETS[options.preset] : '', options.instructions?.trim() ?? ''];
  const instruction = parts.filter(Boolean).join('\n');
  return instruction || FALLBACK_INSTRUCTION;
}

function samples(title: string, references: Reference[]): string {
  const usable = references.filter((reference) => reference.active && reference.content?.trim());
  if (usable.length === 0) return '';
  const blocks = usable.map(
    (reference) =>
      `<sample name="${reference.name.replaceAll('"', "'")}">\n${reference.content!.trim()}\n</sample>`,
  );
  return `${title}\n${blocks.join('\n')}`;
}

/**
 * In homework mode the preset sets the register of the written solution. The presets themselves
 * are rewrite instructions ('Rewrite the text as…'), which would make the model rewrite the
 * assignment instead of solving it, so homework has its own wording per register.
 */
const HOMEWORK_REGISTERS: Record<PresetName, string> = {
  Academic:
    'Write the solution as a scholarly, self-contained text: define every technical term you use, give a vivid example where it helps, and use short sentences in plain everyday words.',
  Professional: 'Write the solution clearly and precisely, with a logical structure and no filler.',
  Creative: 'Write the solution with life and concrete images, without losing any step.',
  Simple:
    'Write the solution so that a twelve-year-old could follow it: short sentences, common words, one step at a time.',
  Concise: 'Write the solution as briefly as possible without skipping a step.',
};

/** The user prompt of homework mode: the assignment, what to do with it, and how to write it. */
function homeworkPrompt(text: string, options: TransformOptions): string {
  const register = options.preset ? HOMEWORK_REGISTERS[options.preset] : '';
  const extra = options.instructions?.trim();
  return [
    `Assignment:\n${text}`,
    'Solve this assignment. Show your working first, step by step, as a teacher would want to see it; then give the final answer on its own, starting with "Answer:". Where the assignment asks several questions, solve each in turn.',
    register,
    extra ? `The student adds: ${extra}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

const GRAPH_RULE =
  'Where the text describes a mathematical relationship, you may add one graph of it as a standalone SVG element (<svg xmlns="http://www.w3.org/2000/svg" viewBox="...">…</svg>) with a <title>, using only shapes, paths and text: no scripts, no links, no external images.';

/** What a rewrite must keep of the original, by kind of text. */
function keepRule(options: TransformOptions): string {
  return options.transformType === 'fiction'
    ? 'The text is fiction: keep its story, characters, point of view and tense.'
    : 'The text is non-fiction: keep every fact, name and number accurate, and invent nothing.';
}

/** Builds the system and user prompts for one rewrite (or one chunk of one). */
export function buildPrompt(
  text: string,
  options: TransformOptions,
  mode: TransformMode,
  part?: { index: number; total: number },
): PromptParts {
  const homework = mode === 'homework';
  const rules = [
    homework
      ? 'You are Redraft, a patient tutor. The text is an assignment: solve it completely and correctly, showing the reasoning a teacher would want to see. Do not rewrite or restate the assignment.'
      : 'You are Redraft, a writing assistant that rewrites texts. Follow the instructions exactly.',
    homework
      ? 'Answer with the solution only: no preamble. Write in the language of the assignment.'
      : 'Answer with the resulting text only: no preamble, no notes about what you changed, no quotation marks around it. Write in the language of the original text.',
    homework ? '' : keepRule(options),
    options.retainFormatting
      ? 'Keep the original formatting: paragraphs, headings and lists stay as they are.'
      : 'Write plain paragraphs separated by blank lines, without markdown.',
    options.includeGraphs ? GRAPH_RULE : 'Do not include graphs, images or code.',
    part && part.total > 1 && homework
      ? `This is part ${part.index + 1} of ${part.total} of a longer assignment: solve the tasks in this part.`
      : '',
    part && part.total > 1 && !homework
      ? `This is part ${part.index + 1} of ${part.total} of a longer document: rewrite only this part, so that the parts read on from each other.`
      : '',
    options.useStyleReference
      ? samples('Write in the style of these samples of the author:', options.styleReferences)
      : '',
    options.useContentReference
      ? samples(
          'Draw on these reference documents where they are relevant:',
          options.contentReferences,
        )
      : '',
  ];
  return {
    system: rules.filter(Boolean).join('\n\n'),
    prompt: homework
      ? homeworkPrompt(text, options)
      : `Instructions: ${resolveInstruction(options)}\n\nText:\n${text}`,
  };
}
