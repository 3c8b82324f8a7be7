import { describe, expect, it } from 'vitest';
import {
  appendPhrase,
  type DictationEvent,
  type DictationPhase,
  dictationReducer,
  isActive,
  READY,
  statusText,
} from './dictation-status';

const run = (events: DictationEvent[], from: DictationPhase = READY) =>
  events.reduce(dictationReducer, from);

describe('the dictation status text', () => {
  it('follows the spec through a recording', () => {
    const texts: string[] = [];
    let state = READY;
    for (const event of [
      { type: 'start' },
      { type: 'microphone-granted' },
      { type: 'recording-started' },
      { type: 'stop' },
      { type: 'settled' },
    ] as DictationEvent[]) {
      state = dictationReducer(state, event);
      texts.push(statusText(state));
    }
    expect(texts).toEqual([
      'Requesting microphone access...',
      'Microphone connected - Starting recording...',
      'Recording (tap STOP)',
      'Processing...',
      'Ready',
    ]);
  });

  it('shows what live recognition hears, then goes back to recording after a final phrase', () => {
    const listening = run([
      { type: 'start' },
      { type: 'microphone-granted' },
      { type: 'recording-started' },
      { type: 'interim', text: 'hello wor' },
    ]);
    expect(statusText(listening)).toBe('Listening: hello wor');
    expect(statusText(dictationReducer(listening, { type: 'phrase-final' }))).toBe(
      'Recording (tap STOP)',
    );
  });

  it('reports a refused microphone, and can start again from there', () => {
    const denied = run([{ type: 'start' }, { type: 'microphone-denied' }]);
    expect(statusText(denied)).toBe('Error: microphone access denied');
    expect(isActive(denied)).toBe(false);
    expect(statusText(dictationReducer(denied, { type: 'start' }))).toBe(
      'Requesting microphone access...',
    );
  });

  it('ignores events that do not fit the moment', () => {
    expect(run([{ type: 'interim', text: 'late' }])).toEqual(READY);
    expect(run([{ type: 'stop' }])).toEqual(READY);
    expect(run([{ type: 'start' }, { type: 'start' }])).toEqual({ phase: 'requesting' });
    const processing = run([{ type: 'start' }, { type: 'stop' }]);
    expect(run([{ type: 'interim', text: 'x' }], processing)).toEqual({ phase: 'processing' });
  });

  it('is active from Dictate until Stop', () => {
    expect(isActive(READY)).toBe(false);
    expect(isActive(run([{ type: 'start' }]))).toBe(true);
    expect(isActive(run([{ type: 'start' }, { type: 'stop' }]))).toBe(false);
  });
});

describe('appendPhrase', () => {
  it('starts a session on a new paragraph and joins its phrases with a space', () => {
    const first = appendPhrase('Earlier text.  ', 'First phrase', true);
    expect(first).toBe('Earlier text.\n\nFirst phrase');
    expect(appendPhrase(first, 'second phrase', false)).toBe(
      'Earlier text.\n\nFirst phrase second phrase',
    );
    expect(appendPhrase('', 'Alone', true)).toBe('Alone');
  });
});
