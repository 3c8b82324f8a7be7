// The direction rules of the code, as a check (docs/decisions/159-import-rules-are-a-test.md):
//
// - a client feature (client/src/features/<name>/) imports only its own files,
//   client/src/lib, client/src/components, common/ and packages; client/src/lib and
//   client/src/components import neither features nor the app; client/src/app composes;
// - a server feature (server/features/<name>/) imports only its own files, the server's shared
//   floors (lib, db, providers, plugins, credits, config, context, types), common/, packages,
//   and the other features its entry in SERVER_FEATURE_IMPORTS lists;
// - the server's shared floors import no feature and nothing above them (app.ts, openapi/);
// - no import cycle between features, on either side.
//
// Imports are read with the TypeScript compiler's own pre-processor (static, dynamic and
// type-only imports and re-exports), and resolved as tsconfig.json and Vite resolve them.
// Test files are not product code and are not checked.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import ts from 'typescript';

/**
 * Which other server features each server feature may import, and why. Anything not listed is
 * a violation; a feature absent from this table may import no other feature.
 */
export const SERVER_FEATURE_IMPORTS: Record<string, Record<string, string>> = {
  account: {},
  analysis: {
    detection: "quotes.ts: the detection report's check of quotations (decision 51)",
  },
  batches: {
    detection:
      'the local detector scores each file in its one pool of threads, and the class report is laid out by its report writers (lent through its routes)',
    documents: 'files read by the one parsing pool, lent through its routes (decision 63)',
  },
  checkout: {},
  detection: {},
  dictation: {},
  documents: {},
  humanizer: {
    detection: 'the local detector scores each pass; its pool is lent through its routes',
    documents: 'uploads read by the one parsing pool, lent through its routes (decision 63)',
    library: 'samples.ts: the chosen references become samples',
  },
  library: {
    detection:
      "the style match: its text statistics live beside the detector's (stylometry/), and both run in the one pool of scoring threads (decisions 47 and 134)",
    documents: 'uploads read by the one parsing pool, lent through its routes (decision 63)',
  },
  settings: {},
  speech: {},
  status: {},
  'text-jobs': {
    humanizer:
      "service.ts, passes.ts, jobs.ts: a long humanization's checks, chunks, fact re-rewrites and record are the humanizer's own, one chunk at a time (decision 243)",
    workspace:
      "service.ts: a long rewrite's chunks are the workspace's own prompts and calls, one chunk at a time (decision 237)",
  },
  workspace: {
    library: "samples.ts: the active references read into the rewrite's prompt",
  },
  writing: {},
};

export interface Violation {
  from: string;
  to: string;
  rule: string;
}

type Area =
  | { side: 'client'; layer: 'feature'; feature: string }
  | { side: 'client'; layer: 'lib' | 'components' | 'app' | 'other' }
  | { side: 'server'; layer: 'feature'; feature: string }
  | { side: 'server'; layer: 'shared' | 'top' }
  | { side: 'common' }
  | { side: 'elsewhere' };

const SERVER_SHARED = [
  'lib',
  'db',
  'providers',
  'plugins',
  'credits',
  'types',
  'config.ts',
  'context.ts',
];
/** The types each feature's api-docs.ts is written in; the rest of openapi/ sits above. */
const SERVER_SHARED_FILES = ['server/openapi/route-docs.ts'];

/** Where a repository path sits in the layers. */
export function areaOf(path: string): Area {
  const parts = path.split('/');
  if (parts[0] === 'common') return { side: 'common' };
  if (parts[0] === 'client' && parts[1] === 'src') {
    if (parts[2] === 'features' && parts.length > 4)
      return { side: 'client', layer: 'feature', feature: parts[3]! };
    if (parts[2] === 'lib' || parts[2] === 'components' || parts[2] === 'app')
      return { side: 'client', layer: parts[2] };
    return { side: 'client', layer: 'other' };
  }
  if (parts[0] === 'server') {
    if (parts[1] === 'features' && parts.length > 3)
      return { side: 'server', layer: 'feature', feature: parts[2]! };
    if (SERVER_SHARED.includes(parts[1]!) || SERVER_SHARED_FILES.includes(path))
      return { side: 'server', layer: 'shared' };
    return { side: 'server', layer: 'top' };
  }
  return { side: 'elsewhere' };
}

const SOURCE = /\.(ts|tsx|mts)$/;
const TEST = /\.test\.(ts|tsx)$|\.d\.ts$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.d.ts', '/index.ts', '/index.tsx'];

/** The TypeScript sources under `dir` (relative to `root`), tests and declarations left out. */
export function listSources(root: string, dir: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  const files: string[] = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') files.push(...listSources(root, path));
    } else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) files.push(path);
  }
  return files;
}

/** The repository path a specifier names, or null for a package. */
export function resolveSpecifier(root: string, from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@common/')) base = `common/${specifier.slice('@common/'.length)}`;
  else if (specifier.startsWith('@/')) base = `client/src/${specifier.slice(2)}`;
  else if (specifier.startsWith('.'))
    base = relative(root, join(root, dirname(from), specifier))
      .split(sep)
      .join('/');
  else return null;
  const withoutQuery = base.replace(/\?.*$/, '');
  const jsAsTs = withoutQuery.replace(/\.(m?)js$/, '.$1ts');
  for (const candidate of [withoutQuery, jsAsTs]) {
    for (const extension of EXTENSIONS) {
      const path = `${candidate}${extension}`;
      if (existsSync(join(root, path)) && statSync(join(root, path)).isFile()) return path;
    }
  }
  return withoutQuery;
}

/** Every module a file imports, as repository paths (packages left out). */
export function importsOf(root: string, file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const { importedFiles } = ts.preProcessFile(text, true, true);
  const paths: string[] = [];
  for (const { fileName } of importedFiles) {
    const path = resolveSpecifier(root, file, fileName);
    if (path) paths.push(path);
  }
  return paths;
}

function ruleBroken(
  from: Area,
  to: Area,
  allowed: Record<string, Record<string, string>>,
): string | null {
  if (from.side === 'client') {
    if (from.layer === 'feature') {
      if (to.side === 'common') return null;
      if (to.side === 'client' && to.layer === 'feature' && to.feature === from.feature)
        return null;
      if (to.side === 'client' && (to.layer === 'lib' || to.layer === 'components')) return null;
      if (to.side === 'client' && to.layer === 'feature')
        return 'a client feature never imports another feature: compose them in client/src/app';
      return 'a client feature imports only itself, client/src/lib, client/src/components and @common';
    }
    if (from.layer === 'lib' || from.layer === 'components') {
      if (to.side === 'common') return null;
      if (to.side === 'client' && (to.layer === 'lib' || to.layer === 'components')) return null;
      return 'client/src/lib and client/src/components import only each other and @common';
    }
    return null;
  }
  if (from.side === 'server' && from.layer === 'feature') {
    if (to.side === 'common') return null;
    if (to.side === 'server' && to.layer === 'shared') return null;
    if (to.side === 'server' && to.layer === 'feature') {
      if (to.feature === from.feature) return null;
      if (allowed[from.feature]?.[to.feature]) return null;
      return `server feature ${from.feature} may not import feature ${to.feature}: not in its list in scripts/lib/import-rules.ts`;
    }
    return 'a server feature imports only itself, the listed features, the shared server modules and common';
  }
  if (from.side === 'server' && from.layer === 'shared') {
    if (to.side === 'server' && to.layer === 'feature')
      return "the server's shared floors import no feature: features sit above them (app.ts wires them together)";
    if (to.side === 'server' && to.layer === 'top')
      return "the server's shared floors import nothing above them";
  }
  if (from.side === 'common' && to.side !== 'common')
    return 'common/ is shared by both sides and imports neither';
  return null;
}

/** Cycles in a graph of feature names, each as the names around it. */
export function findCycles(edges: Map<string, Set<string>>): string[][] {
  // Tarjan's strongly connected components: a component of more than one feature is a cycle.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}

export interface ImportReport {
  violations: Violation[];
  /** Feature-to-feature import lines per side, for the record. */
  featureEdges: { client: Map<string, Set<string>>; server: Map<string, Set<string>> };
  cycles: { side: 'client' | 'server'; features: string[] }[];
}

/** Checks every product source file under `root` against the rules. */
export function checkImportRules(
  root: string,
  allowed: Record<string, Record<string, string>> = SERVER_FEATURE_IMPORTS,
): ImportReport {
  const files = ['common', 'client/src', 'server'].flatMap((dir) => listSources(root, dir));
  const violations: Violation[] = [];
  const featureEdges = {
    client: new Map<string, Set<string>>(),
    server: new Map<string, Set<string>>(),
  };
  for (const from of files) {
    const fromArea = areaOf(from);
    for (const to of importsOf(root, from)) {
      const toArea = areaOf(to);
      const rule = ruleBroken(fromArea, toArea, allowed);
      if (rule) violations.push({ from, to, rule });
      if (
        (fromArea.side === 'client' || fromArea.side === 'server') &&
        fromArea.layer === 'feature' &&
        toArea.side === fromArea.side &&
        toArea.layer === 'feature' &&
        toArea.feature !== fromArea.feature
      ) {
        const edges = featureEdges[fromArea.side];
        if (!edges.has(fromArea.feature)) edges.set(fromArea.feature, new Set());
        edges.get(fromArea.feature)!.add(toArea.feature);
      }
    }
  }
  violations.sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
  const cycles = (['client', 'server'] as const).flatMap((side) =>
    findCycles(featureEdges[side]).map((features) => ({ side, features })),
  );
  return { violations, featureEdges, cycles };
}
