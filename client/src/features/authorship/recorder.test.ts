import { authorshipLogSchema, type SourceKind } from '@common/authorship';
import { replayLog, sharesOf } from '@common/authorship-replay';
import { describe, expect, it } from 'vitest';
import type { TextOrigin } from '@/lib/text-origin';
import { AuthorshipRecorder, RUN_PAUSE_MS } from './recorder';

const typed: TextOrigin = { source: { kind: 'typed' } };

/** Which source kind each character has now, as a string of initials. */
function kinds(recorder: AuthorshipRecorder): string {
  return recorder.pieces
    .map((piece) => {
      const kind = recorder.log.sources[piece.source]?.kind as SourceKind;
      return kind[0]?.repeat(piece.text.length);
    })
    .join('');
}

/** Types `text` at the end, one character at a time, `gap` ms apart. */
function typeAtEnd(recorder: AuthorshipRecorder, text: string, now: number, gap = 100) {
  let t = now;
  for (const char of text) {
    const before = recorder.currentText;
    const at = before.length;
    recorder.observe(
      before + char,
      [{ ...typed, selection: { start: at, end: at, backward: false } }],
      t,
    );
    t += gap;
  }
  return t;
}

describe('AuthorshipRecorder', () => {
  it('keeps the source of every character through inserts, deletions and replacements', () => {
    const r = AuthorshipRecorder.start('', 0);
    typeAtEnd(r, 'Hello ', 0);
    r.observe('Hello world', [{ source: { kind: 'pasted' } }], 1000);
    r.observe('Hello world. Spoken words.', [{ source: { kind: 'dictated' } }], 2000);
    expect(kinds(r)).toBe('tttttt' + 'ppppp' + 'ddddddddddddddd');
    // A selection of the pasted word and part of the dictation, typed over.
    r.observe(
      'Hello there words.',
      [{ ...typed, selection: { start: 6, end: 19, backward: false } }],
      3000,
    );
    expect(r.currentText).toBe('Hello there words.');
    expect(kinds(r)).toBe('tttttttttttdddddddd'.slice(0, 18));
    // A model rewrites the middle.
    r.observe(
      'Hello, friendly words.',
      [{ source: { kind: 'ai', detail: 'gpt-4o · Academic' } }],
      4000,
    );
    expect(kinds(r)).toBe('ttttt' + 'aaaaaaaaaa' + 'ddddddd');
    expect(replayLog(r.log).text()).toBe('Hello, friendly words.');
    expect(authorshipLogSchema.parse(JSON.parse(JSON.stringify(r.log)))).toEqual(r.log);
  });

  it('places a backspace and a forward delete from the selection, without comparing the texts', () => {
    const r = AuthorshipRecorder.start('', 0);
    typeAtEnd(r, 'abcdef', 0);
    r.observe('abcef', [{ ...typed, selection: { start: 4, end: 4, backward: true } }], 1000);
    r.observe('abef', [{ ...typed, selection: { start: 2, end: 2, backward: false } }], 1100);
    expect(r.currentText).toBe('abef');
    expect(replayLog(r.log).text()).toBe('abef');
    // The backspace and the forward delete are one operation of two characters.
    const deletes = r.log.ops.filter((op) => op[4] === '');
    expect(deletes).toHaveLength(1);
    expect(deletes[0]?.[3]).toBe(2);
  });

  it('gives back their sources to pieces that an undo puts back', () => {
    const r = AuthorshipRecorder.start('', 0);
    r.observe('Pasted text', [{ source: { kind: 'pasted' } }], 0);
    typeAtEnd(r, ' mine', 100);
    r.observe('', [typed], 2000);
    expect(kinds(r)).toBe('');
    r.observe('Pasted text mine', [{ source: 'undo' }], 3000);
    expect(kinds(r)).toBe('ppppppppppptttttt'.slice(0, 16));
    // Redo of the deletion, then undo of that: the pieces come back again.
    r.observe('', [{ source: 'undo' }], 4000);
    r.observe('Pasted text mine', [{ source: 'undo' }], 5000);
    expect(kinds(r)).toBe('pppppppppppttttt');
    expect(replayLog(r.log).text()).toBe('Pasted text mine');
    expect(sharesOf(replayLog(r.log), r.log).map((s) => [s.kind, s.characters])).toEqual([
      ['pasted', 11],
      ['typed', 5],
    ]);
  });

  it('calls text it cannot explain "Not recorded", and an undo of unknown text too', () => {
    const r = AuthorshipRecorder.start('Already here', 0);
    r.observe('Already here!', [], 100);
    r.observe('Already here! again', [{ source: 'undo' }], 200);
    expect(kinds(r)).toBe('u'.repeat(19));
  });

  it('applies exact changes (an editor transaction) in order', () => {
    const r = AuthorshipRecorder.start('one two three', 0);
    r.observe(
      'ONE two 3',
      [
        {
          source: { kind: 'pasted' },
          changes: [
            { at: 0, del: 3, ins: 'ONE' },
            { at: 8, del: 5, ins: '3' },
          ],
        },
      ],
      1000,
    );
    expect(kinds(r)).toBe('pppuuuuup');
  });

  it('falls back to comparing the texts when the selection does not explain the change', () => {
    const r = AuthorshipRecorder.start('', 0);
    typeAtEnd(r, 'abc', 0);
    // An autocorrection replaced "b" while the caret stood at the end.
    r.observe('aBc', [{ ...typed, selection: { start: 3, end: 3, backward: false } }], 500);
    expect(replayLog(r.log).text()).toBe('aBc');
  });

  it('keeps a typed run as one operation, and starts another after a pause', () => {
    const r = AuthorshipRecorder.start('', 0);
    const end = typeAtEnd(r, 'first run', 0);
    typeAtEnd(r, ' second', end + RUN_PAUSE_MS + 1);
    expect(r.log.ops.map((op) => op[4])).toEqual(['first run', ' second']);
    expect(r.log.ops[0]?.[1]).toBe(800);
  });

  it('restores from the kept log and records what changed since as "Not recorded"', () => {
    const r = AuthorshipRecorder.start('', 0);
    typeAtEnd(r, 'kept', 0);
    const log = JSON.parse(JSON.stringify(r.log));
    const again = AuthorshipRecorder.restore(log, 'kept and more', 10_000);
    expect(kinds(again)).toBe(`tttt${'u'.repeat(9)}`);
  });

  it('gives what changed before the record began the source it is told (the first screen)', () => {
    const r = AuthorshipRecorder.start('', 0);
    typeAtEnd(r, 'kept', 0);
    const log = JSON.parse(JSON.stringify(r.log));
    const pasted: TextOrigin = { source: { kind: 'pasted' } };
    const again = AuthorshipRecorder.restore(log, 'kept and more', 10_000, [pasted]);
    expect(kinds(again)).toBe(`tttt${'p'.repeat(9)}`);
    expect(kinds(AuthorshipRecorder.start('typed early', 0, [typed]))).toBe('t'.repeat(11));
    expect(kinds(AuthorshipRecorder.start('from before', 0))).toBe('u'.repeat(11));
  });

  it('agrees with the text after thousands of random edits from every source', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const sources: TextOrigin['source'][] = [
      { kind: 'typed' },
      { kind: 'pasted' },
      { kind: 'dictated' },
      { kind: 'uploaded', detail: 'essay.docx' },
      { kind: 'library' },
      'undo',
    ];
    const r = AuthorshipRecorder.start('', 0);
    let text = '';
    for (let step = 0; step < 3000; step++) {
      const at = Math.floor(random() * (text.length + 1));
      const del = Math.floor(random() * Math.min(8, text.length - at + 1));
      const ins = 'xyz '.repeat(Math.floor(random() * 3));
      const source = sources[Math.floor(random() * sources.length)] ?? 'undo';
      text = text.slice(0, at) + ins + text.slice(at + del);
      const exact = random() < 0.5;
      r.observe(text, [exact ? { source, changes: [{ at, del, ins }] } : { source }], step * 700);
      expect(r.currentText).toBe(text);
    }
    const table = replayLog(r.log);
    expect(table.text()).toBe(text);
    expect(r.pieces.map((piece) => piece.text).join('')).toBe(text);
  });

  it('keeps a long typed session small: coalesced runs, not one operation a keystroke', () => {
    // Two hours of writing: 3,000 words typed at 200 ms a key, a pause of 8 s each sentence,
    // a correction (three backspaces) each 40 characters, a click elsewhere each paragraph.
    const r = AuthorshipRecorder.start('', 0);
    let now = 0;
    let typedKeys = 0;
    const word = 'lorem ';
    for (let sentence = 0; sentence < 250; sentence++) {
      let caret = sentence % 10 === 9 ? Math.floor(r.currentText.length / 2) : r.currentText.length;
      for (let w = 0; w < 12; w++) {
        for (const char of word) {
          const before = r.currentText;
          const next = before.slice(0, caret) + char + before.slice(caret);
          r.observe(
            next,
            [{ ...typed, selection: { start: caret, end: caret, backward: false } }],
            now,
          );
          caret++;
          now += 200;
          typedKeys++;
          if (typedKeys % 40 !== 0) continue;
          for (let k = 0; k < 3; k++) {
            const b = r.currentText;
            r.observe(
              b.slice(0, caret - 1) + b.slice(caret),
              [{ ...typed, selection: { start: caret, end: caret, backward: true } }],
              now,
            );
            caret--;
            now += 150;
          }
        }
      }
      now += 8_000;
    }
    const bytes = JSON.stringify(r.log).length;
    expect(r.log.ops.length).toBeLessThan(1_500);
    // The log is the typed text plus a few bytes an operation: well under twice the text.
    expect(bytes).toBeLessThan(2 * r.currentText.length + 30 * r.log.ops.length);
    expect(replayLog(r.log).text()).toBe(r.currentText);
  });
});
