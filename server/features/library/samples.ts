import { type LibraryKind, REFERENCE_BUDGET_CHARS, type ReferenceUse } from '@common/library';
import type { Reference, TextProvider } from '@common/transform';
import type { Database } from '../../db/client';
import type { Owner } from '../../plugins/caller';
import { activeDocuments } from './service';

/** One reference's text as it goes into a prompt: its documents, one after another. */
export interface ReferenceSample {
  id: number;
  name: string;
  text: string;
}

export interface SampleSelection {
  samples: ReferenceSample[];
  /** True when some reference's text was cut to fit the budget. */
  shortened: boolean;
}

const DOCUMENT_SEPARATOR = '\n\n';

/** Cuts a text to at most `limit` characters, at a paragraph or sentence end when one is near. */
export function cutText(text: string, limit: number): string {
  if (text.length <= limit) return text;
  if (limit <= 0) return '';
  const head = text.slice(0, limit);
  const floor = Math.floor(limit * 0.7);
  const paragraph = head.lastIndexOf('\n\n');
  if (paragraph >= floor) return head.slice(0, paragraph).trimEnd();
  const sentence = Math.max(head.lastIndexOf('. '), head.lastIndexOf('! '), head.lastIndexOf('? '));
  if (sentence >= floor) return head.slice(0, sentence + 1);
  const space = head.lastIndexOf(' ');
  return (space >= floor ? head.slice(0, space) : head).trimEnd();
}

/**
 * Fits references into a character budget fairly: short ones whole, the rest share what is
 * left equally, so one long reference cannot crowd out the others.
 */
export function fitToBudget(samples: ReferenceSample[], budget: number): SampleSelection {
  const order = samples.map((sample, index) => ({ sample, index }));
  order.sort((a, b) => a.sample.text.length - b.sample.text.length);
  let left = Math.max(0, budget);
  const fitted: ReferenceSample[] = new Array(samples.length);
  let shortened = false;
  order.forEach(({ sample, index }, position) => {
    const share = Math.floor(left / (order.length - position));
    const text = cutText(sample.text, share);
    if (text.length < sample.text.length) shortened = true;
    left -= text.length;
    fitted[index] = { ...sample, text };
  });
  return { samples: fitted.filter((sample) => sample.text.trim()), shortened };
}

/**
 * The text of an owner's active references of one kind (optionally only the given ids),
 * within `budgetChars`. Inactive references are never read. The humanizer and the analysis
 * use this too, with the budget of the provider they call (`referenceBudget`).
 */
export async function readReferenceSamples(
  db: Database,
  owner: Owner | null,
  kind: LibraryKind,
  budgetChars: number,
  ids?: number[],
): Promise<SampleSelection> {
  if (!owner) return { samples: [], shortened: false };
  return fitToBudget(await wholeSamples(db, owner, kind, ids), budgetChars);
}

async function wholeSamples(
  db: Database,
  owner: Owner,
  kind: LibraryKind,
  ids?: number[],
): Promise<ReferenceSample[]> {
  const byReference = new Map<number, ReferenceSample>();
  for (const row of await activeDocuments(db, owner, kind, ids)) {
    const sample = byReference.get(row.referenceId);
    const content = row.content.trim();
    if (sample) sample.text += DOCUMENT_SEPARATOR + content;
    else
      byReference.set(row.referenceId, {
        id: row.referenceId,
        name: row.referenceName,
        text: content,
      });
  }
  return [...byReference.values()];
}

/** Characters of samples one request to this provider may carry (see REFERENCE_BUDGET_CHARS). */
export function referenceBudget(provider: TextProvider): number {
  return REFERENCE_BUDGET_CHARS[provider];
}

/**
 * The workspace's references for one rewrite: active style and content references, as the
 * flags ask, sharing the provider's budget (half each when both are used; what one kind does
 * not need goes to the other).
 */
export async function rewriteReferences(
  db: Database,
  owner: Owner | null,
  provider: TextProvider,
  flags: { style: boolean; content: boolean },
): Promise<{ style: Reference[]; content: Reference[]; use: ReferenceUse }> {
  const budget = referenceBudget(provider);
  const empty = { style: [], content: [], use: { style: 0, content: 0, shortened: false } };
  if (!owner || (!flags.style && !flags.content)) return empty;
  const [style, content] = await Promise.all([
    flags.style ? wholeSamples(db, owner, 'styles') : [],
    flags.content ? wholeSamples(db, owner, 'contents') : [],
  ]);
  const length = (samples: ReferenceSample[]) =>
    samples.reduce((sum, sample) => sum + sample.text.length, 0);
  const half = Math.floor(budget / 2);
  const styleBudget = content.length === 0 ? budget : Math.max(half, budget - length(content));
  const fittedStyle = fitToBudget(style, styleBudget);
  const fittedContent = fitToBudget(content, budget - length(fittedStyle.samples));
  const toReference = (sample: ReferenceSample): Reference => ({
    name: sample.name,
    active: true,
    content: sample.text,
  });
  return {
    style: fittedStyle.samples.map(toReference),
    content: fittedContent.samples.map(toReference),
    use: {
      style: fittedStyle.samples.length,
      content: fittedContent.samples.length,
      shortened: fittedStyle.shortened || fittedContent.shortened,
    },
  };
}
