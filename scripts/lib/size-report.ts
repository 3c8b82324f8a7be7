// The largest source files and functions of the repository: where a file or a function has
// grown past what a reader takes in at once (issue 37). Measured in lines, with the TypeScript
// compiler's own parser, so that a function is what the language says it is.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { listSources } from './import-rules';

/** The folders whose sources are measured: the product's code, its shared schemas, its scripts. */
export const MEASURED_DIRS = ['common', 'client/src', 'server', 'scripts'];

export interface Measured {
  /** A file's path, or `path: name` for a function. */
  name: string;
  lines: number;
}

const lineOf = (source: ts.SourceFile, position: number) =>
  source.getLineAndCharacterOfPosition(position).line;

/** A function's name as a reader finds it: declared, or the variable or property holding it. */
function functionName(node: ts.FunctionLikeDeclaration): string {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (ts.isPropertyAssignment(parent)) return parent.name.getText();
  // A callback: the call it is passed to (`useCallback`, `memo`, `app.post`…).
  if (ts.isCallExpression(parent)) {
    const holder = parent.parent;
    const callee = parent.expression.getText();
    if (ts.isVariableDeclaration(holder) && ts.isIdentifier(holder.name))
      return `${holder.name.text} (${callee})`;
    return `(${callee} callback)`;
  }
  return '(anonymous)';
}

/** Every function of one source text with its length in lines, nested ones counted apart. */
export function measureFunctions(path: string, text: string): Measured[] {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const found: Measured[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isArrowFunction(node) ||
      ts.isFunctionExpression(node)
    ) {
      const lines = lineOf(source, node.getEnd()) - lineOf(source, node.getStart(source)) + 1;
      found.push({ name: `${path}: ${functionName(node)}`, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Lines of a text as an editor counts them (a final newline ends the last line). */
export const countLines = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** The `top` largest files and functions under `root`'s measured folders, largest first. */
export function sizeReport(root: string, top = 10): { files: Measured[]; functions: Measured[] } {
  const files: Measured[] = [];
  const functions: Measured[] = [];
  for (const path of MEASURED_DIRS.flatMap((dir) => listSources(root, dir))) {
    const text = readFileSync(join(root, path), 'utf8');
    files.push({ name: path, lines: countLines(text) });
    functions.push(...measureFunctions(path, text));
  }
  const largest = (list: Measured[]) =>
    list.sort((a, b) => b.lines - a.lines || a.name.localeCompare(b.name)).slice(0, top);
  return { files: largest(files), functions: largest(functions) };
}
