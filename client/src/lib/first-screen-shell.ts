import type { Source } from '@common/authorship';

/**
 * The first screen index.html draws before the app's script has run: the header, the workspace's
 * input and its Transform button (docs/decisions/223-first-screen-in-the-page.md). The user can
 * type, paste and click in it at once; the app takes all of that over when it mounts, and then
 * removes it. Its inline script fills the input with the saved draft and notes what happens.
 */
interface ShellNotes {
  /** The saved draft the shell's input was filled with. */
  filled: string;
  typed: boolean;
  pasted: boolean;
  /** Transform was clicked before the app was ready. */
  transform: boolean;
}

interface TakenInput {
  text: string;
  /** Where the caret (or selection) was, and whether the shell's input had the focus. */
  start: number;
  end: number;
  focused: boolean;
}

// Found once, when the app's code is first evaluated: the shell is still the only thing in the page.
const shell = typeof document === 'undefined' ? null : document.getElementById('shell');
const shellArea = shell?.querySelector<HTMLTextAreaElement>('textarea') ?? null;
const notes = (): ShellNotes | undefined =>
  (window as unknown as { __redraftShell?: ShellNotes }).__redraftShell;

/** Texts handed over from the shell, so that the authorship record labels them (once each). */
const handedOver = new Set<string>();

/** The shell's input text when the user changed it there (typed, pasted), else null. */
export function shellInputText(): string | null {
  if (!shellArea?.isConnected) return null;
  const noted = notes();
  // Without the shell's script (it did not run), whatever the text area holds was typed there.
  const edited = noted
    ? noted.typed || noted.pasted || shellArea.value !== noted.filled
    : shellArea.value !== '';
  if (!edited) return null;
  handedOver.add(shellArea.value);
  return shellArea.value;
}

/**
 * Takes the shell's input over into the app's, which has just been laid out in the page (a layout
 * effect: nothing is painted between, and no key can fall between them), then removes the shell.
 * The text goes to `setInput` when it differs from what the app first drew; the caret and the
 * focus go to the app's text area.
 */
export function handOverShellInput(current: string, setInput: (text: string) => void): void {
  if (!shellArea?.isConnected) {
    removeShell();
    return;
  }
  const taken: TakenInput = {
    text: shellInputText() ?? current,
    start: shellArea.selectionStart,
    end: shellArea.selectionEnd,
    focused: document.activeElement === shellArea,
  };
  removeShell();
  const area = document.querySelector<HTMLTextAreaElement>('#root textarea#original-dictation');
  if (taken.text !== current) {
    // Set on the element first: React then finds the value it renders already there and leaves
    // the caret alone.
    if (area) area.value = taken.text;
    setInput(taken.text);
  }
  if (!area || (!taken.focused && taken.text === current)) return;
  if (taken.focused) area.focus();
  area.setSelectionRange(taken.start, taken.end);
}

/** Removes the shell; the app draws the page from here on. */
export function removeShell(): void {
  shell?.remove();
}

/** Whether the shell is still in the page (the app has not taken it over yet). */
export function shellShown(): boolean {
  return Boolean(shell?.isConnected);
}

/** Whether the shell's Transform was clicked and the app has not run that click yet. */
export function shellTransformClicked(): boolean {
  return notes()?.transform === true;
}

/** The shell's click has been run (or answered): a page drawn again does not run it again. */
export function forgetShellTransformClick(): void {
  const noted = notes();
  if (noted) noted.transform = false;
}

/**
 * How the text handed over from the shell was written, for the authorship record: pasted when
 * it was only pasted (or dropped), typed otherwise. Null for any other text; once per text.
 */
export function shellTextSource(text: string): Source | null {
  if (!handedOver.delete(text)) return null;
  const noted = notes();
  if (!noted) return null;
  return { kind: noted.pasted && !noted.typed ? 'pasted' : 'typed' };
}
