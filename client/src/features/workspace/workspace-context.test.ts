import { describe, expect, it } from 'vitest';
import type { ExtractedGraph } from './output/output-format';
import { joinParagraphs, replaceGraphs } from './workspace-context';

describe('joinParagraphs', () => {
  it('starts the text when there is none', () => {
    expect(joinParagraphs('', 'Hello.')).toBe('Hello.');
    expect(joinParagraphs('  \n', 'Hello.')).toBe('Hello.');
  });

  it('adds a new paragraph after existing text', () => {
    expect(joinParagraphs('First.\n', 'Second.')).toBe('First.\n\nSecond.');
  });
});

describe('replaceGraphs', () => {
  const graph: ExtractedGraph = { svg: '<svg></svg>', title: 'A graph', caption: '' };

  it('keeps the same empty list when emptied again, so nothing re-renders', () => {
    const none: ExtractedGraph[] = [];
    expect(replaceGraphs(none, [])).toBe(none);
  });

  it('takes the new graphs, and empties a list that had some', () => {
    const next = [graph];
    expect(replaceGraphs([], next)).toBe(next);
    const empty: ExtractedGraph[] = [];
    expect(replaceGraphs([graph], empty)).toBe(empty);
  });
});
