// Generates a TypeScript client from an OpenAPI document, as a user of the API would (types by
// openapi-typescript, calls through openapi-fetch), and compiles code that uses it with the
// TypeScript compiler, strict. A document whose schemas generate loose or broken types fails
// here, not in a client's build (issue 37).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

const require = createRequire(import.meta.url);

/** openapi-fetch's own type declarations, found where npm installed it. */
const openapiFetchTypes = () => join(dirname(require.resolve('openapi-fetch')), 'index.d.mts');

const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  strict: true,
  noUncheckedIndexedAccess: true,
  noEmit: true,
  // The client library's own declarations are its authors'; the generated ones are checked.
  skipLibCheck: true,
  types: [],
};

/**
 * TypeScript's standard library and openapi-fetch's declarations never change within a run:
 * parsed once (the DOM's alone is megabytes), they serve every later compilation.
 */
const parsedOnce = new Map<string, ts.SourceFile | undefined>();
function compilerHost(options: ts.CompilerOptions, dir: string): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, ...rest) => {
    if (fileName.startsWith(dir)) return read(fileName, language, ...rest);
    if (!parsedOnce.has(fileName)) parsedOnce.set(fileName, read(fileName, language, ...rest));
    return parsedOnce.get(fileName);
  };
  return host;
}

/** The generated `paths`, `components` and `operations` types of the document, as TypeScript source. */
export async function generateClientTypes(document: object): Promise<string> {
  // biome-ignore lint/suspicious/noExplicitAny: openapi-typescript's own document type is stricter than a parsed JSON
  return astToString(await openapiTS(document as any));
}

/**
 * Compiles `usage` (a module that imports `./api` for the generated types and `openapi-fetch`
 * for the client) against the document's generated types. Returns the compiler's errors, one
 * line each, in the generated types or in the usage; none when the client compiles.
 */
export async function compileGeneratedClient(document: object, usage: string): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'redraft-openapi-client-'));
  try {
    writeFileSync(join(dir, 'api.ts'), await generateClientTypes(document));
    writeFileSync(join(dir, 'usage.ts'), usage);
    const options = { ...COMPILER_OPTIONS, paths: { 'openapi-fetch': [openapiFetchTypes()] } };
    const program = ts.createProgram(
      [join(dir, 'api.ts'), join(dir, 'usage.ts')],
      options,
      compilerHost(options, dir),
    );
    return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
      const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
      if (!diagnostic.file || diagnostic.start === undefined) return text;
      const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      return `${diagnostic.file.fileName.slice(dir.length + 1)}:${line + 1}: ${text}`;
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
