import type { Database } from '../../db/client';
import type { Owner } from '../../plugins/caller';
import { type ReferenceSample, readReferenceSamples } from '../library/samples';

/** How much library text one rewrite sends as samples of each kind, so a prompt stays bounded. */
export const SAMPLE_CHAR_BUDGET = 12_000;

export type LibrarySample = ReferenceSample;

/**
 * The texts behind the spec's `selectedStyleSamples` / `selectedContentSamples`: each number is
 * the id of one of the caller's ACTIVE library references of that kind, and its documents are
 * the samples (read by the library, within the budget). Ids that are not the caller's, not
 * active or of the other kind give nothing; no ids give nothing.
 */
export async function loadLibrarySamples(
  db: Database,
  owner: Owner | null,
  kind: 'style' | 'content',
  ids: number[],
  budget = SAMPLE_CHAR_BUDGET,
): Promise<LibrarySample[]> {
  if (!owner || ids.length === 0) return [];
  return (await readReferenceSamples(db, owner, `${kind}s`, budget, ids)).samples;
}
