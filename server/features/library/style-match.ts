import { MAX_PROFILE_CHARS, profileExcerpt } from '@common/style-excerpt';
import type { Database } from '../../db/client';
import type { Owner } from '../../plugins/caller';
import type { StyleMatchJob } from '../detection/stylometry/style-scores';
import { activeDocuments } from './service';

/** Runs a style match off the event loop (the detector's scoring workers). */
export type MatchStyle = (job: StyleMatchJob) => Promise<number[] | null>;

/**
 * Style match of each text against the profile of all documents of the owner's active style
 * references, read as one body of writing. Null when there is nothing to compare with. Only
 * bounded excerpts travel to the worker, so the work per request is bounded whatever the length.
 */
export async function styleMatchScores(
  db: Database,
  owner: Owner | null,
  texts: string[],
  matchStyle: MatchStyle,
): Promise<number[] | null> {
  if (!owner) return null;
  // The first MAX_PROFILE_CHARS of each document at most: reading a whole 2-million-character
  // document out of the database costs the event loop more than profiling the excerpt.
  const documents = await activeDocuments(db, owner, 'styles', undefined, MAX_PROFILE_CHARS);
  if (documents.length === 0) return null;
  const samples = profileExcerpt(documents.map((document) => document.content.trim()).join('\n\n'));
  return matchStyle({ samples, texts: texts.map((text) => profileExcerpt(text)) });
}
