import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { shellTextSource } from '@/lib/first-screen-shell';
import { type SharedTextKey, useSharedTextListener, useTextEditor } from '@/lib/text-handoff';
import { listenToRecordsCleared, listenToTextOrigins, type TextOrigin } from '@/lib/text-origin';
import { useUser } from '@/lib/user-query';
import type { AccountKeeping } from './account-keeping';
import { AuthorshipRecords } from './records';

const RecordsContext = createContext<AuthorshipRecords | null>(null);
const KeepingContext = createContext<AccountKeeping | null>(null);

/** The text boxes that are recorded carry `data-authorship="<shared text key>"`. */
export const AUTHORSHIP_ATTRIBUTE = 'data-authorship';

/**
 * Records how the workspace's texts are written while the page is open: the texts as their
 * owner publishes them, the origins the other sections announce, and the text areas' own
 * typing, pasting and undoing (read from their input events, so no section has to).
 */
export function AuthorshipRecording({ children }: { children: ReactNode }) {
  const [records] = useState(() => new AuthorshipRecords());
  useSharedTextListener('workspace-input', (text) => {
    // Typed or pasted into the page's first screen before the app ran: said so here, as the app's
    // own input events were not there to say it.
    const source = shellTextSource(text);
    if (source) records.announce('workspace-input', { source });
    records.observe('workspace-input', text);
  });
  useSharedTextListener('workspace-output', (text) => records.observe('workspace-output', text));

  useEffect(() => {
    const stopOrigins = listenToTextOrigins((key, origin) => records.announce(key, origin));
    const stopClear = listenToRecordsCleared(() => records.clear());
    const onBeforeInput = (event: InputEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLTextAreaElement)) return;
      const key = target.getAttribute(AUTHORSHIP_ATTRIBUTE) as SharedTextKey | null;
      if (key) records.announce(key, textAreaOrigin(event.inputType, target));
    };
    document.addEventListener('beforeinput', onBeforeInput, true);
    window.addEventListener('pagehide', records.flush);
    return () => {
      stopOrigins();
      stopClear();
      document.removeEventListener('beforeinput', onBeforeInput, true);
      window.removeEventListener('pagehide', records.flush);
      records.flush();
    };
  }, [records]);

  const keeping = useAccountKeeping(records);
  return (
    <RecordsContext.Provider value={records}>
      <KeepingContext.Provider value={keeping}>{children}</KeepingContext.Provider>
    </RecordsContext.Provider>
  );
}

/**
 * While someone is signed in, the record may be kept with the account (decision 219): the code
 * that does it loads then, apart from the first page's script.
 */
function useAccountKeeping(records: AuthorshipRecords): AccountKeeping | null {
  const username = useUser().data?.username;
  const input = useTextEditor('workspace-input');
  const output = useTextEditor('workspace-output');
  const [keeping, setKeeping] = useState<AccountKeeping | null>(null);
  useEffect(() => {
    if (!username) return;
    let current: AccountKeeping | undefined;
    let gone = false;
    void import('./account-keeping').then(({ AccountKeeping }) => {
      if (gone) return;
      current = new AccountKeeping(records, (key, text) =>
        (key === 'input' ? input : output).update(() => text),
      );
      setKeeping(current);
      void current.load();
    });
    return () => {
      gone = true;
      current?.stop();
      setKeeping(null);
    };
  }, [username, records, input, output]);
  return keeping;
}

/** Keeping with the account, while someone is signed in; null for a visitor. */
export function useKeeping(): AccountKeeping | null {
  return useContext(KeepingContext);
}

/** What a text area's input event says of its change, before the change is made. */
export function textAreaOrigin(
  inputType: string,
  area: { selectionStart: number; selectionEnd: number },
): TextOrigin {
  if (inputType === 'historyUndo' || inputType === 'historyRedo') return { source: 'undo' };
  // A drop lands where the pointer is, and a spelling fix replaces a word away from the caret:
  // not at the selection, so the texts are compared instead.
  if (inputType === 'insertFromDrop') return { source: { kind: 'pasted' } };
  if (inputType === 'insertReplacementText') return { source: { kind: 'typed' } };
  return {
    source: { kind: inputType.startsWith('insertFromPaste') ? 'pasted' : 'typed' },
    selection: {
      start: area.selectionStart,
      end: area.selectionEnd,
      backward: inputType.endsWith('Backward'),
    },
  };
}

export function useAuthorshipRecords(): AuthorshipRecords {
  const records = useContext(RecordsContext);
  if (!records) throw new Error('The Authorship panel needs <AuthorshipRecording>');
  return records;
}

/** Re-renders when the records change (a few times a second at most while typing). */
export function useRecordsVersion(records: AuthorshipRecords): number {
  return useSyncExternalStore(
    records.subscribe,
    () => records.version,
    () => 0,
  );
}
