import { describe, expect, it, vi } from 'vitest';
import { startLiveRecognition } from './live-recognition';
import type { RecognitionEventLike, Recognizer } from './speech-recognition';

/** A recognizer driven by the test, as the browser would drive a real one. */
class ScriptedRecognizer implements Recognizer {
  static last: ScriptedRecognizer;
  lang = '';
  continuous = false;
  interimResults = false;
  onresult: ((event: RecognitionEventLike) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  starts = 0;
  stops = 0;
  constructor() {
    ScriptedRecognizer.last = this;
  }
  start() {
    this.starts++;
  }
  stop() {
    this.stops++;
  }
  abort() {}
  hear(transcript: string, isFinal: boolean) {
    const result = Object.assign([{ transcript }], { isFinal });
    this.onresult?.({ resultIndex: 0, results: [result] as never });
  }
}

const settings = { lang: 'en-US', continuous: true, interimResults: true };

function start(now = () => 0) {
  const handlers = {
    onPhrase: vi.fn(),
    onInterim: vi.fn(),
    onUnavailable: vi.fn(),
    onDenied: vi.fn(),
  };
  const live = startLiveRecognition(ScriptedRecognizer, settings, handlers, now);
  return { live, handlers, recognizer: ScriptedRecognizer.last };
}

describe('live recognition', () => {
  it('sets en-US, passes interim guesses and final phrases on', () => {
    const { handlers, recognizer } = start();
    expect(recognizer).toMatchObject({ lang: 'en-US', continuous: true, interimResults: true });
    expect(recognizer.starts).toBe(1);
    recognizer.hear('hello wor', false);
    recognizer.hear('hello world', true);
    expect(handlers.onInterim).toHaveBeenCalledWith('hello wor');
    expect(handlers.onPhrase).toHaveBeenCalledWith('hello world');
  });

  it('restarts itself when the browser ends it, until stopped', () => {
    let clock = 0;
    const { live, recognizer } = start(() => (clock += 500));
    recognizer.onend?.();
    recognizer.onend?.();
    expect(recognizer.starts).toBe(3);
    live.stop();
    recognizer.onend?.();
    expect(recognizer.starts).toBe(3);
    expect(recognizer.stops).toBe(1);
  });

  it('reports the service unavailable on a network error, and does not restart', () => {
    const { handlers, recognizer } = start();
    recognizer.onerror?.({ error: 'network' });
    recognizer.onend?.();
    expect(handlers.onUnavailable).toHaveBeenCalledWith('network');
    expect(recognizer.starts).toBe(1);
  });

  it('reports a refused microphone', () => {
    const { handlers, recognizer } = start();
    recognizer.onerror?.({ error: 'not-allowed' });
    expect(handlers.onDenied).toHaveBeenCalled();
    expect(handlers.onUnavailable).not.toHaveBeenCalled();
  });

  it('keeps going after silence', () => {
    const { handlers, recognizer } = start(() => 0);
    recognizer.onerror?.({ error: 'no-speech' });
    recognizer.onend?.();
    expect(handlers.onUnavailable).not.toHaveBeenCalled();
    expect(recognizer.starts).toBe(2);
  });

  it('gives up when the recognizer ends as soon as it starts', () => {
    const { handlers, recognizer } = start(() => 0);
    for (let i = 0; i < 10; i++) recognizer.onend?.();
    expect(handlers.onUnavailable).toHaveBeenCalledWith('restart-loop');
    expect(recognizer.starts).toBe(10);
  });
});
