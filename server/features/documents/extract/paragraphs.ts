import { isListItem } from './pdf-layout';

/** Spaces at a paragraph's end, matched from the run's first space only (see plain-text.ts). */
const TRAILING_SPACES = /(?<![ \u00a0])[ \u00a0]+$/;

/**
 * Joins paragraphs of a document: a blank line between paragraphs, one newline between
 * consecutive list items or table rows; empty paragraphs dropped.
 */
export function joinBlocks(paragraphs: string[]): string {
  let out = '';
  let previousTight = false;
  for (const raw of paragraphs) {
    const text = raw.replace(TRAILING_SPACES, '').replace(/^ +/, '');
    if (!text.trim()) continue;
    const tight = isListItem(text) || text.includes('\t');
    if (out) out += tight && previousTight ? '\n' : '\n\n';
    out += text.replace(/^•\t/, '• ');
    previousTight = tight;
  }
  return out;
}
