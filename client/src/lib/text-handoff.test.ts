import { describe, expect, it } from 'vitest';
import { HandoffStore } from './text-handoff';

describe('text hand-offs between sections', () => {
  it('delivers at once to a section that is loaded', () => {
    const store = new HandoffStore();
    const received: string[] = [];
    store.register('humanizer-input', (text) => received.push(text));
    expect(store.send('humanizer-input', 'hello')).toBe(true);
    expect(received).toEqual(['hello']);
  });

  it('loads a section not loaded yet and gives it the text when it registers', () => {
    const store = new HandoffStore();
    const loads: string[] = [];
    store.registerLoader('gpt-bypass', () => loads.push('gpt-bypass'));
    expect(store.send('humanizer-input', 'first')).toBe(true);
    expect(store.send('humanizer-input', 'second')).toBe(true);
    expect(loads).toEqual(['gpt-bypass', 'gpt-bypass']);
    const received: string[] = [];
    store.register('humanizer-input', (text) => received.push(text));
    // The latest text sent is the one the section receives, once.
    expect(received).toEqual(['second']);
    store.register('humanizer-input', (text) => received.push(text));
    expect(received).toEqual(['second']);
  });

  it('answers false when no section on the page receives the target', () => {
    const store = new HandoffStore();
    expect(store.send('analysis-document-a', 'lost?')).toBe(false);
    const unregister = store.registerLoader('intelligence-analysis', () => {});
    unregister();
    expect(store.send('analysis-document-a', 'lost?')).toBe(false);
  });
});
