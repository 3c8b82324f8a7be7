import type { Database } from '../../db/client';
import type { Owner } from '../account/owner';
import { activeDocuments } from './service';
import { styleMatch, styleProfile } from './stylometry';

/**
 * Style match of each text against the profile of all documents of the owner's active style
 * references, read as one body of writing. Null when there is nothing to compare with.
 */
export async function styleMatchScores(
  db: Database,
  owner: Owner | null,
  texts: string[],
): Promise<number[] | null> {
  if (!owner) return null;
  const documents = await activeDocuments(db, owner, 'styles');
  const samples = styleProfile(documents.map((document) => document.content.trim()).join('\n\n'));
  if (!samples) return null;
  return texts.map((text) => {
    const profile = styleProfile(text, samples.language);
    return profile ? styleMatch(samples, profile) : 0;
  });
}
