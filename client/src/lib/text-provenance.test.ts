import { describe, expect, it } from 'vitest';
import { TextProvenance } from './text-provenance';

describe('TextProvenance', () => {
  it('keeps the source of each piece through uploads, typing, dictation and a rewrite', () => {
    const provenance = new TextProvenance();
    provenance.change('From the file.', { kind: 'uploaded', detail: 'notes.txt' });
    provenance.change('From the file. Typed.', { kind: 'typed' });
    provenance.change('From the file. Typed. Spoken', { kind: 'dictated' });
    expect(provenance.piecesOf('From the file. Typed. Spoken')).toEqual([
      { text: 'From the file.', source: { kind: 'uploaded', detail: 'notes.txt' } },
      { text: ' Typed.', source: { kind: 'typed' } },
      { text: ' Spoken', source: { kind: 'dictated' } },
    ]);
    // An accepted rewrite replaces what differs; what stayed the same keeps its source.
    const ai = { kind: 'ai', detail: 'ZHI 3 · Clarity (analysis rewrite)' } as const;
    provenance.change('From the file. Clearer. Spoken', ai);
    expect(provenance.piecesOf('From the file. Clearer. Spoken')).toEqual([
      { text: 'From the file.', source: { kind: 'uploaded', detail: 'notes.txt' } },
      { text: ' ', source: { kind: 'typed' } },
      { text: 'Clearer', source: ai },
      { text: '.', source: { kind: 'typed' } },
      { text: ' Spoken', source: { kind: 'dictated' } },
    ]);
  });

  it('counts a draft from before, or text changed unseen, as Not recorded', () => {
    const provenance = new TextProvenance('Old draft');
    provenance.change('Old draft and more', { kind: 'typed' });
    expect(provenance.piecesOf('Old draft and more, changed')).toEqual([
      { text: 'Old draft', source: { kind: 'unrecorded' } },
      { text: ' and more', source: { kind: 'typed' } },
      { text: ', changed', source: { kind: 'unrecorded' } },
    ]);
  });
});

describe('TextProvenance, a whole replacement', () => {
  it('gives all of the new text to its source, even what it shares with the old', () => {
    const provenance = new TextProvenance();
    provenance.change('People gather.', { kind: 'typed' });
    const ai = { kind: 'ai', detail: 'ZHI 3 · Concise (analysis rewrite)' } as const;
    provenance.change('Cities gather.', ai, true);
    expect(provenance.piecesOf('Cities gather.')).toEqual([{ text: 'Cities gather.', source: ai }]);
  });
});
