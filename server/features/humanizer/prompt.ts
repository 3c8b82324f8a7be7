import { describeFactIssue, type FactIssue } from '@common/humanizer';
import { findTechnique } from '@common/humanizer-techniques';
import type { LibrarySample } from './library-samples';

export interface HumanizeInstructions {
  techniqueIds: string[];
  customInstructions: string;
  /** Box B's style sample (typed, or a built-in writing sample). */
  styleText: string;
  styleSamples: LibrarySample[];
  /** The content reference box. */
  contentText: string;
  contentSamples: LibrarySample[];
}

const RULES = [
  'You are Redraft, an editor who rewrites text so that it reads as if a person wrote it: uneven in rhythm, plain in vocabulary, direct in its claims.',
  'Answer with the rewritten text only: no preamble, no notes, no quotation marks around it, no markdown. Write in the language of the original, and keep its paragraphs as paragraphs.',
  'Facts are locked. Keep every number, date, amount, name, quotation (word for word), citation and URL of the text exactly, and keep every point it makes. Add nothing: no statistics, studies, surveys, interviews, quotations, names, dates or examples that the text does not contain.',
];

function block(title: string, text: string): string {
  return text.trim() ? `${title}\n<<<\n${text.trim()}\n>>>` : '';
}

function samplesBlock(title: string, typed: string, samples: LibrarySample[]): string {
  const texts = [typed.trim(), ...samples.map((sample) => sample.text)].filter(Boolean);
  return block(title, texts.join('\n\n---\n\n'));
}

/** The system and user prompts of one pass over one part of the text. */
export function buildHumanizePrompt(
  text: string,
  instructions: HumanizeInstructions,
  part: { index: number; total: number },
  factsToRestore: FactIssue[] = [],
): { system: string; prompt: string } {
  const techniques = instructions.techniqueIds
    .map((id) => findTechnique(id))
    .filter((technique) => technique !== undefined)
    .map((technique) => `- ${technique.name}: ${technique.description}`);
  const system = [
    ...RULES,
    techniques.length > 0 ? `Apply these techniques:\n${techniques.join('\n')}` : '',
    samplesBlock(
      'Imitate the voice of this style sample (its rhythm, word choice and punctuation), not its content:',
      instructions.styleText,
      instructions.styleSamples,
    ),
    samplesBlock(
      'Content reference: let it guide terminology and emphasis where it is relevant, but take no facts from it into the text:',
      instructions.contentText,
      instructions.contentSamples,
    ),
    part.total > 1
      ? `This is part ${part.index + 1} of ${part.total} of a longer text: rewrite only this part.`
      : '',
  ];
  const retry =
    factsToRestore.length > 0
      ? `Your previous rewrite of this text changed facts (${factsToRestore.map(describeFactIssue).join('; ')}). Rewrite it again and keep every fact exactly as the text has it.\n\n`
      : '';
  const custom = instructions.customInstructions.trim();
  return {
    system: system.filter(Boolean).join('\n\n'),
    prompt: `${retry}Instructions: ${custom || 'Humanize this text.'}\n\nText:\n${text}`,
  };
}
