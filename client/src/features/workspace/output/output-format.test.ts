import { describe, expect, it } from 'vitest';
import { extractGraphs, formatOutput, GRAPH_CAPTION, stripMarkdown } from './output-format';

describe('stripMarkdown', () => {
  it.each([
    ['# Title\n\nBody', 'Title\n\nBody'],
    ['### Deep heading', 'Deep heading'],
    ['Some **bold** and __strong__ words', 'Some bold and strong words'],
    ['An *emphasis* and _italic_ here', 'An emphasis and italic here'],
    ['Use `npm test` now', 'Use npm test now'],
    ['See [the docs](https://example.com).', 'See the docs.'],
    ['![a chart](x.png)', 'a chart'],
    ['> quoted line', 'quoted line'],
    ['- one\n- two\n* three', '• one\n• two\n• three'],
    ['Above\n\n---\n\nBelow', 'Above\n\n\nBelow'.replace('\n\n\n', '\n\n')],
    ['snake_case_name and 2*3*4', 'snake_case_name and 2*3*4'],
  ])('%j becomes %j', (input, expected) => {
    expect(stripMarkdown(input)).toBe(expected);
  });
});

describe('extractGraphs', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>y = x²</title><path d="M0 10 Q5 10 10 0"/></svg>';

  it('takes SVG graphs out of the text with their title and the spec caption', () => {
    const { text, graphs } = extractGraphs(`Intro.\n${svg}\nOutro.`);
    expect(text).toBe('Intro.\n\nOutro.');
    expect(graphs).toEqual([{ svg, title: 'y = x²', caption: GRAPH_CAPTION }]);
  });

  it('names an untitled graph', () => {
    expect(extractGraphs('<svg viewBox="0 0 1 1"></svg>').graphs[0]!.title).toBe('Graph 1');
  });

  it('hides an SVG that is still arriving', () => {
    expect(extractGraphs('Text so far <svg viewBox="0 0').text).toBe('Text so far ');
  });

  it('drops the empty code fence around a graph', () => {
    expect(formatOutput(`Look:\n\`\`\`svg\n${svg}\n\`\`\`\nDone.`).text).toBe('Look:\n\nDone.');
  });
});
