import { describe, expect, it } from 'vitest';
import { joinParagraphs } from './workspace-context';

describe('joinParagraphs', () => {
  it('starts the text when there is none', () => {
    expect(joinParagraphs('', 'Hello.')).toBe('Hello.');
    expect(joinParagraphs('  \n', 'Hello.')).toBe('Hello.');
  });

  it('adds a new paragraph after existing text', () => {
    expect(joinParagraphs('First.\n', 'Second.')).toBe('First.\n\nSecond.');
  });
});
