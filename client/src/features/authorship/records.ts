import type { AuthorshipLog, ReportDocumentKey } from '@common/authorship';
import type { SharedTextKey } from '@/lib/text-handoff';
import type { TextOrigin } from '@/lib/text-origin';
import { readRecords, type SavedRecords, writeRecords } from './record-storage';
import { AuthorshipRecorder } from './recorder';

export const DOCUMENT_OF: Record<SharedTextKey, ReportDocumentKey> = {
  'workspace-input': 'input',
  'workspace-output': 'output',
};

/** An announcement not followed by its change this soon was for a change that did not happen. */
const ORIGIN_LIFETIME_MS = 2_000;
const SAVE_DELAY_MS = 1_000;
/** The panel redraws at most this often while the text changes (never per keystroke). */
const NOTIFY_DELAY_MS = 400;

/**
 * The records of the workspace's two texts: fed the texts as they change and the origins
 * announced before; kept in localStorage after a pause and when the page is hidden.
 */
export class AuthorshipRecords {
  private recorders = new Map<ReportDocumentKey, AuthorshipRecorder>();
  private queues = new Map<ReportDocumentKey, { origin: TextOrigin; at: number }[]>();
  private saved: SavedRecords = readRecords();
  private saveTimer: ReturnType<typeof setTimeout> | undefined;
  private unsaved = false;
  private notifyTimer: ReturnType<typeof setTimeout> | undefined;
  private listeners = new Set<() => void>();
  private saveListeners = new Set<(records: SavedRecords) => void>();
  /** Changes with every redraw the panel should make. */
  version = 0;

  recorder(key: ReportDocumentKey): AuthorshipRecorder | undefined {
    return this.recorders.get(key);
  }

  announce(key: SharedTextKey, origin: TextOrigin, now = Date.now()): void {
    const queue = this.queues.get(DOCUMENT_OF[key]) ?? [];
    queue.push({ origin, at: now });
    this.queues.set(DOCUMENT_OF[key], queue);
  }

  /** The text of `key` is now `text`. */
  observe(key: SharedTextKey, text: string, now = Date.now()): void {
    const document = DOCUMENT_OF[key];
    const origins = (this.queues.get(document) ?? [])
      .filter((entry) => now - entry.at <= ORIGIN_LIFETIME_MS)
      .map((entry) => entry.origin);
    this.queues.delete(document);
    const recorder = this.recorders.get(document);
    if (recorder) {
      if (recorder.currentText === text) return;
      recorder.observe(text, origins, now);
    } else {
      const log = this.saved[document];
      this.recorders.set(
        document,
        log
          ? AuthorshipRecorder.restore(log, text, now, origins)
          : AuthorshipRecorder.start(text, now, origins),
      );
    }
    this.changed();
  }

  /**
   * The record kept with the account replaces this browser's for `key` (decision 219): the box
   * is about to hold `text`, the text the log gives, so its change is no new operation.
   */
  adopt(key: ReportDocumentKey, log: AuthorshipLog, text: string, now = Date.now()): void {
    this.queues.delete(key);
    this.recorders.set(key, AuthorshipRecorder.restore(log, text, now));
    this.changed();
  }

  /** The logs as they would be saved now (those with at least one change). */
  logs(): SavedRecords {
    const records: SavedRecords = {};
    for (const [key, recorder] of this.recorders) {
      if (recorder.log.ops.length > 0) records[key] = recorder.log;
    }
    return records;
  }

  /** Called with the records each time they are saved in this browser (and `{}` at Clear All). */
  onSave(listener: (records: SavedRecords) => void): () => void {
    this.saveListeners.add(listener);
    return () => this.saveListeners.delete(listener);
  }

  /** Clear All: both records start again, and nothing of them is kept. */
  clear(): void {
    this.recorders.clear();
    this.queues.clear();
    this.saved = {};
    clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    this.unsaved = false;
    writeRecords({});
    for (const listener of this.saveListeners) listener({});
    this.changed(false);
  }

  /** Writes the records now (the page is going). */
  flush = (): void => {
    if (!this.unsaved) return;
    this.unsaved = false;
    clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    const records = this.logs();
    this.saved = records;
    writeRecords(records);
    for (const listener of this.saveListeners) listener(records);
  };

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed(save = true) {
    if (save) {
      this.unsaved = true;
      // The JSON of a long record is milliseconds of work: it waits for a pause in the typing,
      // then for an idle moment (pagehide still saves at once).
      clearTimeout(this.saveTimer);
      this.saveTimer = setTimeout(() => whenIdle(this.flush), SAVE_DELAY_MS);
    }
    if (this.notifyTimer !== undefined) return;
    this.notifyTimer = setTimeout(() => {
      this.notifyTimer = undefined;
      this.version++;
      for (const listener of this.listeners) listener();
    }, NOTIFY_DELAY_MS);
  }
}

function whenIdle(work: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 2000 });
  else work();
}
