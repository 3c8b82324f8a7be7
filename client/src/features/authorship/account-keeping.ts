import type { ReportDocumentKey } from '@common/authorship';
import type { KeepRecordRequest, KeptRecord } from '@common/authorship-keep';
import { replayLog } from '@common/authorship-replay';
import { apiJson, describeError } from '@/lib/api';
import type { SavedRecords } from './record-storage';
import type { AuthorshipRecords } from './records';

const RECORD_URL = '/api/authorship/record';
/** A browser sends at most this much as the page goes away (fetch's keepalive allowance). */
const KEEPALIVE_BYTES = 60_000;

export interface KeepingState {
  /** Whether the account's answer is known (the switch waits for it). */
  loaded: boolean;
  /** Whether the record is kept with the account. */
  keep: boolean;
  /** What joining the two records did, said once. */
  notice?: string;
  /** Why the last keeping failed (the browser keeps the record all the same). */
  problem?: string;
}

/** Puts a text into its box: the workspace's editor of that text. */
export type SetText = (key: ReportDocumentKey, text: string) => void;

/**
 * Keeping the authorship record with the signed-in account (decision 219), loaded only when
 * someone is signed in. Reads what the account keeps, joins it with this browser's record, then
 * sends the record after each save in this browser while keeping is on.
 */
export class AccountKeeping {
  state: KeepingState = { loaded: false, keep: false };
  private listeners = new Set<() => void>();
  private stopSaves: () => void;
  private sending = false;
  /** The latest records not yet sent (a save that came while another was on its way). */
  private waiting: SavedRecords | undefined;
  private stopped = false;

  constructor(
    private records: AuthorshipRecords,
    private setText: SetText,
  ) {
    this.stopSaves = records.onSave((saved) => {
      if (this.state.keep) this.send(saved);
    });
  }

  /** Reads what the account keeps; with keeping on, the account's record joins this one's. */
  async load(): Promise<void> {
    try {
      const kept = await apiJson<KeptRecord>('GET', RECORD_URL);
      if (this.stopped) return;
      if (!kept.keep) return this.set({ loaded: true, keep: false });
      const differs = joinRecords(this.records, kept, this.setText);
      this.set({ loaded: true, keep: true, notice: differs ? OTHER_TEXT_NOTICE : undefined });
      // The account now keeps what this browser holds (the same, or this browser's newer text).
      this.send(this.records.logs());
    } catch (error) {
      this.set({
        loaded: false,
        keep: false,
        problem: describeError(error, 'The record kept with your account could not be read.'),
      });
    }
  }

  /** The switch: on sends this browser's record; off deletes the account's copy. */
  async turn(on: boolean): Promise<void> {
    const before = this.state;
    this.set({ loaded: true, keep: on });
    try {
      if (on) await apiJson<KeptRecord>('PUT', RECORD_URL, this.records.logs());
      else await apiJson<KeptRecord>('DELETE', RECORD_URL);
    } catch (error) {
      this.set(before);
      throw error;
    }
  }

  stop(): void {
    this.stopped = true;
    this.stopSaves();
    this.listeners.clear();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private send(saved: SavedRecords): void {
    if (this.sending) {
      this.waiting = saved;
      return;
    }
    this.sending = true;
    const body = JSON.stringify(saved satisfies KeepRecordRequest);
    fetch(RECORD_URL, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body,
      credentials: 'include',
      // A save made as the page goes away still reaches the account, when it is small enough.
      keepalive: body.length < KEEPALIVE_BYTES,
    })
      .then(async (response) => {
        if (response.ok) {
          if (this.state.problem) this.set({ ...this.state, problem: undefined });
          return;
        }
        const answer = (await response.json().catch(() => ({}))) as { message?: string };
        this.problem(answer.message ?? `The record could not be kept (${response.status}).`);
      })
      .catch(() =>
        this.problem('The record could not reach your account; it is still kept in this browser.'),
      )
      .finally(() => {
        this.sending = false;
        const next = this.waiting;
        this.waiting = undefined;
        if (next && this.state.keep) this.send(next);
      });
  }

  private problem(problem: string) {
    if (this.state.keep) this.set({ ...this.state, problem });
  }

  private set(state: KeepingState) {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

export const OTHER_TEXT_NOTICE =
  'This browser held other text than the record kept with your account: this browser’s record is the one kept from now on.';

/**
 * Joins the record the account keeps with this browser's, box by box: an empty box (another
 * browser, a fresh start) takes the account's text and record; a box holding the same text takes
 * the account's record when it is the longer history; a box holding other text keeps its own,
 * which the account keeps from then on (the other browser still has its copy, so nothing typed
 * is lost). True when a box held other text.
 */
export function joinRecords(
  records: AuthorshipRecords,
  kept: KeptRecord,
  setText: SetText,
): boolean {
  let differs = false;
  for (const key of ['input', 'output'] as const) {
    const document = kept[key];
    if (!document) continue;
    const text = replayLog(document.log).text();
    const local = records.recorder(key);
    const localText = local?.currentText ?? '';
    if (localText !== '' && localText !== text) {
      differs = true;
      continue;
    }
    if (localText === text && local && local.log.ops.length >= document.log.ops.length) continue;
    records.adopt(key, document.log, text);
    setText(key, text);
  }
  return differs;
}
