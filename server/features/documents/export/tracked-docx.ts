import { reviewDiff } from '@common/review-diff';
import {
  DeletedTextRun,
  Document,
  InsertedTextRun,
  Packer,
  Paragraph,
  type ParagraphChild,
  TextRun,
} from 'docx';

export interface TrackedChangesOptions {
  title: string;
  author: string;
  /** When the revisions were made (ISO 8601), the same for all of them. */
  date: string;
}

type Kind = 'same' | 'inserted' | 'deleted';

/** A line break, with the spaces around it: it ends a paragraph. */
const BREAK = /[^\S\n]*\n\s*/g;

/**
 * The original and the revised text as one Word document whose differences are revisions: each
 * removed run of words a `w:del`, each added one a `w:ins`, and a paragraph break added or
 * removed a revised paragraph mark, so that Accept All gives the revised text and Reject All the
 * original, paragraph for paragraph.
 */
export async function writeTrackedChanges(
  original: string,
  revised: string,
  options: TrackedChangesOptions,
): Promise<Buffer> {
  let nextId = 1;
  const revision = () => ({ id: nextId++, author: options.author, date: options.date });
  const paragraphs: Paragraph[] = [];
  let runs: ParagraphChild[] = [];

  const addText = (text: string, kind: Kind) => {
    if (!text) return;
    if (kind === 'same') runs.push(new TextRun(text));
    else if (kind === 'inserted') runs.push(new InsertedTextRun({ text, ...revision() }));
    else runs.push(new DeletedTextRun({ text, ...revision() }));
  };
  // A paragraph's mark carries the revision when the break after it was added or removed.
  const endParagraph = (kind: Kind) => {
    const mark =
      kind === 'inserted'
        ? { run: { insertion: revision() } }
        : kind === 'deleted'
          ? { run: { deletion: revision() } }
          : {};
    paragraphs.push(new Paragraph({ children: runs, spacing: { after: 160 }, ...mark }));
    runs = [];
  };
  const add = (text: string, kind: Kind) => {
    let from = 0;
    for (const match of text.matchAll(BREAK)) {
      addText(text.slice(from, match.index), kind);
      endParagraph(kind);
      from = match.index + match[0].length;
    }
    addText(text.slice(from), kind);
  };

  for (const part of reviewDiff(original, revised)) {
    if (part.kind === 'same') add(part.text, 'same');
    else {
      add(part.before, 'deleted');
      add(part.after, 'inserted');
    }
  }
  endParagraph('same');

  const doc = new Document({
    title: options.title,
    creator: options.author,
    // Word opens the file with Track Changes on, so the user's own edits are tracked too.
    features: { trackRevisions: true },
    sections: [{ children: paragraphs }],
  });
  return Packer.toBuffer(doc);
}
