import { describe, expect, it } from 'vitest';
import { pureSchemas } from './vite-pure-schemas';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = pureSchemas().transform as unknown as Transform;

describe('pureSchemas', () => {
  it('wraps top-level schemas (also those built from other schemas) as pure, at the right offsets after non-ASCII text', () => {
    const code = [
      'import { z } from "zod";',
      'const note = "é…🙂";',
      'export const aSchema = z.object({ a: z.string().max(5, "…é") });',
      'const b = aSchema.extend({ b: z.number() });',
      'export const imported = usageSchema.omit({ x: true });',
      'export const LIST = [1, 2].map((x) => x);',
      'register(z.string());',
    ].join('\n');
    const result = transform(code, '/repo/common/a.ts')!.code;
    expect(result.split('\n')).toEqual([
      'import { z } from "zod";',
      'const note = "é…🙂";',
      'export const aSchema = /* @__PURE__ */ (() => z.object({ a: z.string().max(5, "…é") }))();',
      'const b = /* @__PURE__ */ (() => aSchema.extend({ b: z.number() }))();',
      'export const imported = /* @__PURE__ */ (() => usageSchema.omit({ x: true }))();',
      'export const LIST = [1, 2].map((x) => x);',
      'register(z.string());',
    ]);
  });

  it('leaves files outside common/ and files without zod alone', () => {
    const code = 'import { z } from "zod";\nexport const s = z.string();\n';
    expect(transform(code, '/repo/client/src/a.ts')).toBeNull();
    expect(transform('export const s = other.thing();\n', '/repo/common/b.ts')).toBeNull();
  });
});
