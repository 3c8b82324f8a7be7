import { PRESETS, transformRequestSchema } from '@common/transform';
import { describe, expect, it } from 'vitest';
import { buildPrompt, resolveInstruction } from './prompt';

const options = (input: Record<string, unknown> = {}) =>
  transformRequestSchema.parse({ text: 'x', ...input });

describe('resolveInstruction', () => {
  it("falls back to 'Improve this text' when no instructions are given at all", () => {
    expect(resolveInstruction({ preset: undefined, instructions: undefined })).toBe(
      'Improve this text',
    );
    expect(resolveInstruction({ preset: '', instructions: '   ' })).toBe('Improve this text');
  });

  it("uses the Academic preset's default instruction", () => {
    expect(resolveInstruction({ preset: 'Academic', instructions: '' })).toBe(PRESETS.Academic);
    expect(PRESETS.Academic).toMatch(
      /scholarly.*vivid examples.*technical term.*short punchy sentences/,
    );
  });

  it("adds the user's words after the preset", () => {
    expect(resolveInstruction({ preset: 'Concise', instructions: 'Keep it British.' })).toBe(
      `${PRESETS.Concise}\nKeep it British.`,
    );
  });
});

describe('buildPrompt', () => {
  it('puts the instruction and the text in the user prompt', () => {
    const { prompt } = buildPrompt(
      'My draft.',
      options({ instructions: 'Make it formal.' }),
      'rewrite',
    );
    expect(prompt).toBe('Instructions: Make it formal.\n\nText:\nMy draft.');
  });

  it('follows the options: fiction, formatting, graphs', () => {
    const fiction = buildPrompt(
      't',
      options({ transformType: 'fiction', retainFormatting: true, includeGraphs: true }),
      'rewrite',
    );
    expect(fiction.system).toMatch(/fiction: keep its story/);
    expect(fiction.system).toMatch(/Keep the original formatting/);
    expect(fiction.system).toMatch(/standalone SVG element/);
    const plain = buildPrompt('t', options(), 'rewrite');
    expect(plain.system).toMatch(/non-fiction/);
    expect(plain.system).toMatch(/without markdown/);
    expect(plain.system).toMatch(/Do not include graphs/);
  });

  it('includes only active references with content, and only when the flags allow', () => {
    const references = {
      styleReferences: [
        { name: 'Essays', active: true, content: 'Short. Sharp. Clear.' },
        { name: 'Old', active: false, content: 'Never used.' },
      ],
      contentReferences: [{ name: 'Notes', active: true, content: 'The mitochondria.' }],
    };
    const on = buildPrompt('t', options(references), 'rewrite');
    expect(on.system).toContain('<sample name="Essays">\nShort. Sharp. Clear.\n</sample>');
    expect(on.system).not.toContain('Never used.');
    expect(on.system).toContain('The mitochondria.');
    const off = buildPrompt(
      't',
      options({ ...references, useStyleReference: false, useContentReference: false }),
      'rewrite',
    );
    expect(off.system).not.toContain('Short. Sharp.');
    expect(off.system).not.toContain('mitochondria');
  });

  it('asks a tutor to solve the text in homework mode, and names the part of a chunked document', () => {
    const homework = buildPrompt('2 + 2 = ?', options({ preset: 'Academic' }), 'homework', {
      index: 1,
      total: 3,
    });
    expect(homework.system).toMatch(/assignment: solve it/);
    expect(homework.system).toMatch(/part 2 of 3/);
  });

  it('sends the assignment to be solved in homework mode, never the rewrite instruction', () => {
    const homework = buildPrompt(
      'Solve 3x + 2 = 11.',
      options({ preset: 'Academic', instructions: 'Use metric units.' }),
      'homework',
    );
    expect(homework.prompt).toContain('Assignment:\nSolve 3x + 2 = 11.');
    expect(homework.prompt).toMatch(/Show your working first.*"Answer:"/);
    expect(homework.prompt).toMatch(/scholarly, self-contained/);
    expect(homework.prompt).toContain('The student adds: Use metric units.');
    expect(homework.prompt).not.toContain(PRESETS.Academic);
    expect(homework.prompt).not.toMatch(/rewrite/i);
    expect(homework.system).not.toMatch(/rewrites texts/);
  });
});
