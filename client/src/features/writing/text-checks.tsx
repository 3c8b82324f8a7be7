import type {
  CheckWritingResponse,
  WritingDialect,
  WritingIssue,
  WritingIssueKind,
} from '@common/writing';
import { type Ref, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { scrollIntoViewAbovePinnedBar } from '@/components/ui/action-bar';
import { Button } from '@/components/ui/button';
import type { CheckedBox, TextChecksProps } from '@/lib/writing-slot';
import { checkInWorker } from './checker-client';
import { applyAllOfKind, applyReplacement, ignoreKey, visibleIssues } from './dictionary';
import { DictionaryWords } from './dictionary-words';
import { TextUnderlines } from './text-underlines';
import { usePersonalDictionary } from './use-dictionary';

/** A pause in typing this long starts a check: a check per keystroke would only queue. */
const CHECK_DELAY_MS = 400;
const DIALECT_KEY = 'redraft.writing.dialect';
const KIND_NAMES: Record<WritingIssueKind, string> = {
  spelling: 'Spelling',
  grammar: 'Grammar',
  style: 'Style',
  readability: 'Readability',
};

function savedDialect(): WritingDialect {
  return localStorage.getItem(DIALECT_KEY) === 'en-GB' ? 'en-GB' : 'en-US';
}

/** Underlines over the box and, under it, the readability figures and the suggestions. */
export function TextChecks({ box, value, onChange, label }: TextChecksProps) {
  const [result, setResult] = useState<{ text: string; answer: CheckWritingResponse } | null>(null);
  const [dialect, setDialect] = useState<WritingDialect>(savedDialect);
  const { words: dictionary, add: addWord, remove: removeWord } = usePersonalDictionary();
  const [ignored, setIgnored] = useState<ReadonlySet<string>>(new Set());
  const [caret, setCaret] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const caretRow = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!value.trim()) return;
    let current = true;
    const timer = setTimeout(() => {
      checkInWorker(label, value, dialect).then((answer) => {
        if (current && answer) setResult({ text: value, answer });
      });
    }, CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [value, dialect, label]);

  // Issues of an older text are shown only while they still fit it; a new check follows.
  const fresh = result && value.trim() ? result : null;
  const issues = useMemo(
    () =>
      fresh && fresh.text === value
        ? visibleIssues(value, fresh.answer.issues, dictionary, ignored)
        : [],
    [fresh, value, dictionary, ignored],
  );

  useCaret(box, setCaret);
  useEditorUnderlines(box, issues);

  const atCaret =
    caret === null
      ? undefined
      : issues.find((i) => i.start <= caret && caret <= i.end && i.kind !== 'readability');
  useRevealed(atCaret && !open ? atCaret : null, caretRow);
  const counts = countByKind(issues);
  if (!fresh) return null;
  const { readability } = fresh.answer;
  const apply = (next: string) => onChange?.(next);

  return (
    <>
      {box?.kind === 'textarea' && issues.length > 0 ? (
        <TextUnderlines area={box.element} value={value} issues={issues} />
      ) : null}
      <section aria-label={`Writing checks of the ${label}`} className="grid gap-2 text-xs">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground">
          <span data-testid="readability">
            Grade {readability.grade} · Reading ease {readability.readingEase}
            {readability.hardSentences + readability.veryHardSentences > 0
              ? ` · ${readability.hardSentences} hard, ${readability.veryHardSentences} very hard of ${readability.sentences} sentences`
              : ` · ${readability.sentences} ${readability.sentences === 1 ? 'sentence' : 'sentences'}`}
          </span>
          <Button
            variant="ghost"
            size="sm"
            className="h-7 px-2"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {issues.length === 0
              ? 'No issues'
              : `${issues.length} ${issues.length === 1 ? 'issue' : 'issues'}`}
            {(Object.keys(counts) as WritingIssueKind[]).map((kind) => (
              <span key={kind} className={`writing-issue writing-issue-${kind}`}>
                {counts[kind]} {KIND_NAMES[kind].toLowerCase()}
              </span>
            ))}
          </Button>
          <select
            aria-label={`Dialect of the ${label}`}
            className="h-7 rounded-md border border-input bg-transparent px-1"
            value={dialect}
            onChange={(event) => {
              const next = event.target.value as WritingDialect;
              localStorage.setItem(DIALECT_KEY, next);
              setDialect(next);
            }}
          >
            <option value="en-US">US English</option>
            <option value="en-GB">UK English</option>
          </select>
        </div>
        {atCaret && !open ? (
          <IssueRow
            ref={caretRow}
            text={value}
            issue={atCaret}
            onApply={
              onChange
                ? (replacement) => apply(applyReplacement(value, atCaret, replacement))
                : undefined
            }
            onIgnore={() => setIgnored(new Set([...ignored, ignoreKey(value, atCaret)]))}
            onAddWord={() => void addWord(value.slice(atCaret.start, atCaret.end))}
          />
        ) : null}
        {open ? (
          <div className="grid max-h-64 gap-1 overflow-auto rounded-md border p-2">
            {onChange ? (
              <div className="flex flex-wrap gap-1">
                {(['spelling', 'grammar', 'style'] as const)
                  .filter((kind) =>
                    issues.some((i) => i.kind === kind && i.replacements.length > 0),
                  )
                  .map((kind) => (
                    <Button
                      key={kind}
                      variant="outline"
                      size="sm"
                      className="h-7 justify-self-start"
                      onClick={() => apply(applyAllOfKind(value, issues, kind))}
                    >
                      Fix all {KIND_NAMES[kind].toLowerCase()}
                    </Button>
                  ))}
              </div>
            ) : null}
            {issues.map((issue) => (
              <IssueRow
                key={`${issue.start}-${issue.end}-${issue.message}`}
                text={value}
                issue={issue}
                onApply={
                  onChange
                    ? (replacement) => apply(applyReplacement(value, issue, replacement))
                    : undefined
                }
                onIgnore={() => setIgnored(new Set([...ignored, ignoreKey(value, issue)]))}
                onAddWord={() => void addWord(value.slice(issue.start, issue.end))}
              />
            ))}
            <DictionaryWords words={dictionary} onRemove={removeWord} />
          </div>
        ) : null}
      </section>
    </>
  );
}

function IssueRow(props: {
  ref?: Ref<HTMLDivElement>;
  text: string;
  issue: WritingIssue;
  onApply?: (replacement: string) => void;
  onIgnore: () => void;
  onAddWord: () => void;
}) {
  const { issue } = props;
  const problem = props.text.slice(issue.start, issue.end);
  return (
    <div
      ref={props.ref}
      className="flex flex-wrap items-center gap-1 rounded-md bg-muted/50 px-2 py-1"
      data-testid="writing-issue"
    >
      <span className={`writing-issue writing-issue-${issue.kind} max-w-48 truncate font-medium`}>
        {problem}
      </span>
      <span className="text-muted-foreground">{issue.message.replaceAll('`', '')}</span>
      {props.onApply
        ? issue.replacements.slice(0, 3).map((replacement) => (
            <Button
              key={replacement}
              size="sm"
              className="h-6 px-2"
              aria-label={`Replace “${problem}” with “${replacement}”`}
              onClick={() => props.onApply?.(replacement)}
            >
              {replacement || 'Remove'}
            </Button>
          ))
        : null}
      <Button variant="ghost" size="sm" className="h-6 px-2" onClick={props.onIgnore}>
        Ignore
      </Button>
      {issue.kind === 'spelling' ? (
        <Button variant="ghost" size="sm" className="h-6 px-2" onClick={props.onAddWord}>
          Add to dictionary
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The suggestions of the word under the caret come into view when they appear, above the
 * section's pinned action bar, moving the page only as far as needed.
 */
function useRevealed(issue: WritingIssue | null, row: RefObject<HTMLDivElement | null>) {
  const at = issue ? `${issue.start}:${issue.message}` : null;
  useEffect(() => {
    if (at && row.current) scrollIntoViewAbovePinnedBar(row.current);
  }, [at, row]);
}

function countByKind(issues: readonly WritingIssue[]) {
  const counts: Partial<Record<WritingIssueKind, number>> = {};
  for (const issue of issues) counts[issue.kind] = (counts[issue.kind] ?? 0) + 1;
  return counts;
}

/** Where the caret is in the box: an issue under it shows its suggestions (click or keys). */
function useCaret(box: CheckedBox | null, setCaret: (at: number | null) => void) {
  useEffect(() => {
    if (!box) return;
    const element = box.kind === 'textarea' ? box.element : box.view.contentDOM;
    const read = () =>
      setCaret(
        box.kind === 'textarea' ? box.element.selectionStart : box.view.state.selection.main.head,
      );
    element.addEventListener('click', read);
    element.addEventListener('keyup', read);
    return () => {
      element.removeEventListener('click', read);
      element.removeEventListener('keyup', read);
    };
  }, [box, setCaret]);
}

/**
 * Underlines in the large-text editor: its underline field is added to the editor the first
 * time (loaded with the editor's own code, never on the first page), then filled each check.
 */
function useEditorUnderlines(box: CheckedBox | null, issues: WritingIssue[]) {
  useEffect(() => {
    if (box?.kind !== 'editor') return;
    let current = true;
    import('./editor-underlines').then(({ addUnderlines }) => {
      if (current) addUnderlines(box.view, issues);
    });
    return () => {
      current = false;
    };
  }, [box, issues]);
}
