import {
  FALLBACK_INSTRUCTION,
  PRESETS,
  type Reference,
  type TransformMode,
  type TransformOptions,
} from '../../../common/transform';

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

const GRAPH_RULE =
  'Where the text describes a mathematical relationship, you may add one graph of it as a standalone SVG element (<svg xmlns="http://www.w3.org/2000/svg" viewBox="...">…</svg>) with a <title>, using only shapes, paths and text: no scripts, no links, no external images.';

/** Builds the system and user prompts for one rewrite (or one chunk of one). */
export function buildPrompt(
  text: string,
  options: TransformOptions,
  mode: TransformMode,
  part?: { index: number; total: number },
): PromptParts {
  const rules = [
    mode === 'homework'
      ? 'You are Redraft, a patient tutor. The text is an assignment: solve it completely and correctly, showing the reasoning a teacher would want to see.'
      : 'You are Redraft, a writing assistant that rewrites texts. Follow the instructions exactly.',
    'Answer with the resulting text only: no preamble, no notes about what you changed, no quotation marks around it. Write in the language of the original text.',
    options.transformType === 'fiction'
      ? 'The text is fiction: keep its story, characters, point of view and tense.'
      : 'The text is non-fiction: keep every fact, name and number accurate, and invent nothing.',
    options.retainFormatting
      ? 'Keep the original formatting: paragraphs, headings and lists stay as they are.'
      : 'Write plain paragraphs separated by blank lines, without markdown.',
    options.includeGraphs ? GRAPH_RULE : 'Do not include graphs, images or code.',
    part && part.total > 1
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
    prompt: `Instructions: ${resolveInstruction(options)}\n\nText:\n${text}`,
  };
}
