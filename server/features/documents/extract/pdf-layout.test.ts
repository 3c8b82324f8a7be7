import { describe, expect, it } from 'vitest';
import { isListItem, layoutPages, repeatedEdges, type TextRun } from './pdf-layout';

const run = (text: string, x: number, y: number, size = 10): TextRun => ({
  text,
  x,
  y,
  width: text.length * size * 0.5,
  size,
});

describe('PDF layout', () => {
  it('joins the lines of a paragraph and parts paragraphs at a larger gap', () => {
    const text = layoutPages([
      {
        width: 600,
        height: 800,
        runs: [
          run('First line of the first', 50, 700),
          run('paragraph continues here.', 50, 688),
          run('A second paragraph.', 50, 660),
          run('It has two lines.', 50, 648),
        ],
      },
    ]);
    expect(text).toBe(
      'First line of the first paragraph continues here.\n\nA second paragraph. It has two lines.',
    );
  });

  it('starts a paragraph at an indented first line, without any gap', () => {
    const text = layoutPages([
      {
        width: 600,
        height: 800,
        runs: [
          run('It was a dark night and', 50, 700),
          run('the wind blew.', 50, 688),
          run('Morning came slowly', 70, 676),
          run('over the hills.', 50, 664),
        ],
      },
    ]);
    expect(text).toBe(
      'It was a dark night and the wind blew.\n\nMorning came slowly over the hills.',
    );
  });

  it('keeps list items on their own lines', () => {
    const text = layoutPages([
      {
        width: 600,
        height: 800,
        runs: [
          run('Shopping:', 50, 700),
          run('• Bread', 50, 676),
          run('• Milk', 50, 664),
          run('1. Pay', 50, 652),
        ],
      },
    ]);
    expect(text).toBe('Shopping:\n\n• Bread\n• Milk\n1. Pay');
  });

  it('reads two columns left first, then right', () => {
    const runs: TextRun[] = [];
    for (let line = 0; line < 6; line++) {
      runs.push(
        run(`Left ${line}`, 50, 700 - line * 12),
        run(`Right ${line}`, 330, 700 - line * 12),
      );
    }
    const text = layoutPages([{ width: 600, height: 800, runs }]);
    expect(text).toBe(
      'Left 0 Left 1 Left 2 Left 3 Left 4 Left 5\n\nRight 0 Right 1 Right 2 Right 3 Right 4 Right 5',
    );
  });

  it('drops running headers and page numbers, keeping what differs', () => {
    const pages = [1, 2, 3].map((n) => ['Annual Report 2026', `Section ${n} text`, `- ${n} -`]);
    const drops = repeatedEdges(pages);
    expect(drops.map((set) => [...set].sort())).toEqual([
      [0, 2],
      [0, 2],
      [0, 2],
    ]);
  });

  it('recognises list markers', () => {
    expect(isListItem('• item')).toBe(true);
    expect(isListItem('- item')).toBe(true);
    expect(isListItem('12. item')).toBe(true);
    expect(isListItem('(a) item')).toBe(true);
    expect(isListItem('iv) item')).toBe(true);
    expect(isListItem('2026 was a year')).toBe(false);
    expect(isListItem('-minus')).toBe(false);
  });
});
