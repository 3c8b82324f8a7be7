import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { libraryDocuments, libraryReferences } from '../../db/schema';
import type { Owner } from './owner';

/** How much library text one rewrite sends as samples of each kind, so a prompt stays bounded. */
export const SAMPLE_CHAR_BUDGET = 12_000;

export interface LibrarySample {
  referenceId: number;
  name: string;
  content: string;
}

/**
 * The texts behind the spec's `selectedStyleSamples` / `selectedContentSamples`: each number is
 * the id of one of the caller's ACTIVE library references of that kind, and its documents are
 * the samples. Ids that are not the caller's, not active or of the other kind give nothing.
 * Documents are taken in the order of the ids, then of their creation, until the budget is
 * spent; a document that does not fit is cut at a word.
 */
export async function loadLibrarySamples(
  db: Database,
  owner: Owner | null,
  kind: 'style' | 'content',
  ids: number[],
  budget = SAMPLE_CHAR_BUDGET,
): Promise<LibrarySample[]> {
  if (!owner || ids.length === 0) return [];
  const ownerMatch =
    owner.userId !== null
      ? eq(libraryReferences.userId, owner.userId)
      : eq(libraryReferences.sessionId, owner.sessionId);
  const rows = await db
    .select({
      referenceId: libraryReferences.id,
      name: libraryDocuments.name,
      content: libraryDocuments.content,
    })
    .from(libraryReferences)
    .innerJoin(libraryDocuments, eq(libraryDocuments.referenceId, libraryReferences.id))
    .where(
      and(
        ownerMatch,
        eq(libraryReferences.kind, kind),
        eq(libraryReferences.active, true),
        inArray(libraryReferences.id, ids),
      ),
    )
    .orderBy(asc(libraryDocuments.createdAt), asc(libraryDocuments.id));
  rows.sort((a, b) => ids.indexOf(a.referenceId) - ids.indexOf(b.referenceId));
  const samples: LibrarySample[] = [];
  let left = budget;
  for (const row of rows) {
    const content = row.content.trim();
    if (!content || left <= 0) continue;
    const kept = content.length <= left ? content : cutAtWord(content, left);
    samples.push({ ...row, content: kept });
    left -= kept.length;
  }
  return samples;
}

function cutAtWord(text: string, max: number): string {
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
