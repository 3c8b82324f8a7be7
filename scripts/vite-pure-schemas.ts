import { type Plugin, parseAst } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The identifier a call chain starts from: `z` in `z.string().max(5)`, or null. */
function chainRoot(node: Node | undefined): string | null {
  let current = node;
  while (current) {
    if (current.type === 'Identifier') return current.name as string;
    if (current.type === 'CallExpression') current = current.callee as Node;
    else if (current.type === 'MemberExpression') current = current.object as Node;
    else return null;
  }
  return null;
}

/**
 * The shared modules in common/ define their zod schemas next to the constants the client uses
 * (model lists, limits). A schema is built by calls at the module's top level, which a bundler
 * must keep, so every page that reads one constant also carried zod (87 kB). This marks each
 * top-level schema as pure (`/* @__PURE__ *\/ (() => z.object(…))()`), so a schema nobody uses is
 * dropped, and zod with it where no schema is used
 * (docs/decisions/085-first-page-loads-workspace-only.md).
 *
 * A declaration counts as a schema when its value is a call chain starting from `z`, from a
 * schema declared before it in the file, or from an identifier named `…Schema` (an imported one).
 */
export function pureSchemas(): Plugin {
  return {
    name: 'redraft:pure-schemas',
    enforce: 'post',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('/common/') || !/from\s*["']zod["']/.test(code)) return null;
      const program = parseAst(code) as unknown as { body: Node[] };
      const schemas = new Set<string>(['z']);
      const edits: Array<{ start: number; end: number }> = [];
      for (const statement of program.body) {
        const declaration = (
          statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
        ) as Node | null;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations as Node[]) {
          const init = declarator.init as Node | null;
          const root = init?.type === 'CallExpression' ? chainRoot(init) : null;
          if (!init || !root || !(schemas.has(root) || root.endsWith('Schema'))) continue;
          schemas.add((declarator.id as Node).name as string);
          edits.push({ start: init.start, end: init.end });
        }
      }
      if (edits.length === 0) return null;
      let result = code;
      for (const { start, end } of edits.reverse()) {
        result = `${result.slice(0, start)}/* @__PURE__ */ (() => ${result.slice(start, end)})()${result.slice(end)}`;
      }
      return { code: result, map: null };
    },
  };
}
