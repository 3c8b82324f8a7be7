import type { AuthorshipLog } from '@common/authorship';
import type { KeptRecord } from '@common/authorship-keep';
import { describe, expect, it } from 'vitest';
import { joinRecords } from './account-keeping';
import type { SavedRecords } from './record-storage';
import { AuthorshipRecords } from './records';

// The unit project runs in Node: no localStorage, so the records keep to memory (as when it is full).

/** The log another browser kept: typed, then a library document. */
const keptLog = (): AuthorshipLog => ({
  version: 1,
  startedAt: 1_795_000_000_000,
  sources: [{ kind: 'typed' }, { kind: 'library', detail: 'Sources · Notes' }],
  ops: [
    [0, 3000, 0, 0, 'My essay.', 0],
    [5000, 0, 9, 0, ' Quoted.', 1],
  ],
});
const kept = (log = keptLog()): KeptRecord => ({
  keep: true,
  updatedAt: '2026-11-28T01:00:00.000Z',
  input: { log, characters: 17, textSha256: 'not read here', logSha256: 'not read here' },
});

describe('joining the record kept with the account and this browser’s', () => {
  it('an empty box takes the account’s text and record, whose sources show', () => {
    const records = new AuthorshipRecords();
    records.observe('workspace-input', '');
    const set: [string, string][] = [];
    expect(joinRecords(records, kept(), (key, text) => set.push([key, text]))).toBe(false);
    expect(set).toEqual([['input', 'My essay. Quoted.']]);
    // The box then holds that text: no new change is recorded.
    records.observe('workspace-input', 'My essay. Quoted.');
    const recorder = records.recorder('input')!;
    expect(recorder.log.ops).toHaveLength(2);
    expect(recorder.pieces.map((piece) => recorder.log.sources[piece.source]?.kind)).toEqual([
      'typed',
      'library',
    ]);
  });

  it('a box with other text keeps its own and says so; the same text keeps the longer history', () => {
    const records = new AuthorshipRecords();
    records.observe('workspace-input', 'Other words');
    const set: string[] = [];
    expect(joinRecords(records, kept(), (_key, text) => set.push(text))).toBe(true);
    expect(set).toEqual([]);
    expect(records.recorder('input')?.currentText).toBe('Other words');

    const same = new AuthorshipRecords();
    same.observe('workspace-input', 'My essay. Quoted.');
    expect(same.recorder('input')?.log.ops).toHaveLength(1);
    expect(joinRecords(same, kept(), () => {})).toBe(false);
    expect(same.recorder('input')?.log.ops).toHaveLength(2);
  });

  it('each save in the browser, and Clear All, reach the listener of saves', () => {
    const records = new AuthorshipRecords();
    const saves: SavedRecords[] = [];
    records.onSave((saved) => saves.push(saved));
    records.observe('workspace-input', '');
    records.announce('workspace-input', { source: { kind: 'typed' } });
    records.observe('workspace-input', 'Typed');
    records.flush();
    expect(saves).toHaveLength(1);
    expect(saves[0]?.input?.ops.map((op) => op[4])).toEqual(['Typed']);
    records.clear();
    expect(saves.at(-1)).toEqual({});
  });
});
