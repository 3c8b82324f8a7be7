import { describe, expect, it } from 'vitest';
import { parseBlocks } from './blocks';
import { sanitizeSvg } from './svg';

const LINE = '<line x1="0" y1="0" x2="100" y2="50" stroke="black" stroke-width="2"/>';

describe('sanitizing model-written SVG', () => {
  it('keeps drawing elements and their presentation attributes, with viewBox case restored', () => {
    const result = sanitizeSvg(
      `<svg viewBox="0 0 200 100">${LINE}<text x="5" y="20">y = x</text></svg>`,
    );
    expect(result?.svg).toContain('viewBox="0 0 200 100"');
    expect(result?.svg).toContain(
      '<line x1="0" y1="0" x2="100" y2="50" stroke="black" stroke-width="2"',
    );
    expect(result?.svg).toContain('<text x="5" y="20">y = x</text>');
    expect(result).toMatchObject({ width: 200, height: 100 });
  });

  it('removes scripts, event handlers, styles, foreign objects, images and outside links', () => {
    const hostile = `<svg width="100" height="100" onload="alert(1)">
      <script>alert(2)</script><style>*{fill:url(http://evil/x)}</style>
      <foreignObject><iframe src="http://evil"></iframe></foreignObject>
      <image href="http://evil/tracker.png" width="10" height="10"/>
      <a href="javascript:alert(3)"><circle cx="5" cy="5" r="4" onclick="alert(4)"/></a>
      <rect width="10" height="10" fill="url(http://evil/p)"/>
      <use href="http://evil/sprite.svg#a"/>${LINE}</svg>`;
    const svg = sanitizeSvg(hostile)!.svg;
    for (const bad of [
      'script',
      'alert',
      'style',
      'foreignObject',
      'iframe',
      'image',
      'evil',
      'javascript',
      'onload',
      'onclick',
    ]) {
      expect(svg).not.toContain(bad);
    }
    expect(svg).toContain('<circle cx="5" cy="5" r="4"');
    expect(svg).toContain('<line');
  });

  it('drops an SVG with nothing left to draw', () => {
    expect(sanitizeSvg('<svg><script>alert(1)</script></svg>')).toBeNull();
  });

  it('finds graphs between the paragraphs of a text', () => {
    const blocks = parseBlocks(
      `Before.\n\n<svg viewBox="0 0 10 10">${LINE}</svg>\n\nAfter **bold**.`,
    );
    expect(blocks.map((block) => block.type)).toEqual(['paragraph', 'graph', 'paragraph']);
    expect(blocks[2]).toEqual({ type: 'paragraph', text: 'After bold.' });
  });
});
