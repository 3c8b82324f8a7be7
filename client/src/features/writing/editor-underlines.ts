import { StateEffect, StateField } from '@codemirror/state';
import { Decoration, type DecorationSet, EditorView } from '@codemirror/view';
import type { WritingIssue } from '@common/writing';

/**
 * Underlines in the large-text CodeMirror editor: a decoration set the writing checks replace
 * with each result, mapped through edits in between so the marks follow the text.
 */
export const setWritingIssues = StateEffect.define<WritingIssue[]>();

const issueMark = (issue: WritingIssue) =>
  Decoration.mark({
    class: `writing-issue writing-issue-${issue.kind}`,
    attributes: { title: issue.message },
  });

export const writingUnderlines = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, transaction) {
    let next = marks.map(transaction.changes);
    for (const effect of transaction.effects) {
      if (!effect.is(setWritingIssues)) continue;
      const length = transaction.state.doc.length;
      next = Decoration.set(
        effect.value
          .filter((issue) => issue.end <= length && issue.end > issue.start)
          .map((issue) => issueMark(issue).range(issue.start, issue.end)),
        true,
      );
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** Shows the issues in an editor, adding the underline field to it the first time. */
export function addUnderlines(view: EditorView, issues: WritingIssue[]) {
  // A field added by a transaction starts from create(): it does not see that transaction's
  // effects, so the issues follow in a second one.
  if (!view.state.field(writingUnderlines, false))
    view.dispatch({ effects: StateEffect.appendConfig.of(writingUnderlines) });
  view.dispatch({ effects: setWritingIssues.of(issues) });
}
