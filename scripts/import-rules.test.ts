import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { plantedTrees } from '../tests/support/planted-tree';
import { checkImportRules, findCycles, SERVER_FEATURE_IMPORTS } from './lib/import-rules';

/** The planted trees' own list, so that they do not change with the repository's. */
const PLANTED_ALLOWED = {
  account: {},
  credits: { account: 'planted: allowed, to show a cycle is found all the same' },
  workspace: { account: 'planted: owner.ts' },
};

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('the import rules of this repository', () => {
  const report = checkImportRules(repoRoot);

  it('hold: features import only what the rules allow', () => {
    expect(report.violations).toEqual([]);
  });

  it('leave no import cycle between features on either side', () => {
    expect(report.cycles).toEqual([]);
  });

  it('list only server features that exist, each allowed import being one still made', () => {
    // A stale entry would let a new import in unseen: the list is today's imports, no more.
    const made = report.featureEdges.server;
    for (const [feature, allowed] of Object.entries(SERVER_FEATURE_IMPORTS))
      for (const target of Object.keys(allowed))
        expect(made.get(feature)?.has(target), `${feature} -> ${target}`).toBe(true);
  });
});

describe('checkImportRules on a planted tree', () => {
  const tree = plantedTrees('import-rules-');

  const sound = {
    'common/words.ts': 'export const WORDS = 1;\n',
    'client/src/lib/api.ts': "import { WORDS } from '@common/words';\nexport const api = WORDS;\n",
    'client/src/components/ui/button.tsx':
      "import { api } from '../../lib/api';\nexport const B = api;\n",
    'client/src/features/notes/notes.tsx':
      "import { api } from '@/lib/api';\nimport { B } from '@/components/ui/button';\nimport { z } from 'zod';\nimport { own } from './own';\nexport const N = [api, B, z, own];\n",
    'client/src/features/notes/own.ts': 'export const own = 1;\n',
    'client/src/features/notes/notes.test.ts': "import { T } from '@/features/tasks/tasks';\n",
    'client/src/features/tasks/tasks.tsx': 'export const T = 1;\n',
    'client/src/app/home.tsx':
      "import { N } from '@/features/notes/notes';\nimport { T } from '@/features/tasks/tasks';\n",
    'server/lib/errors.ts': 'export class AppError {}\n',
    'server/features/account/owner.ts': "import { AppError } from '../../lib/errors';\n",
    'server/features/workspace/routes.ts':
      "import { owner } from '../account/owner';\nimport { WORDS } from '../../../common/words';\n",
  };
  it('passes a tree that keeps the rules (tests may import what they like)', () => {
    const report = checkImportRules(tree(sound), PLANTED_ALLOWED);
    expect(report.violations).toEqual([]);
    expect(report.cycles).toEqual([]);
  });

  it('fails a client feature importing another feature', () => {
    const root = tree({
      ...sound,
      'client/src/features/notes/notes.tsx': "import { T } from '@/features/tasks/tasks';\n",
    });
    expect(checkImportRules(root, PLANTED_ALLOWED).violations).toEqual([
      {
        from: 'client/src/features/notes/notes.tsx',
        to: 'client/src/features/tasks/tasks.tsx',
        rule: 'a client feature never imports another feature: compose them in client/src/app',
      },
    ]);
  });

  it('fails upward imports: a feature into the app, lib into a feature, common into the client', () => {
    const root = tree({
      ...sound,
      'client/src/features/tasks/tasks.tsx': "export { X } from '../../app/home';\n",
      'client/src/lib/api.ts': "const tasks = import('@/features/tasks/tasks');\n",
      'common/words.ts': "import type { A } from '../client/src/lib/api';\n",
    });
    expect(
      checkImportRules(root, PLANTED_ALLOWED).violations.map(({ from, to }) => `${from} -> ${to}`),
    ).toEqual([
      'client/src/features/tasks/tasks.tsx -> client/src/app/home.tsx',
      'client/src/lib/api.ts -> client/src/features/tasks/tasks.tsx',
      'common/words.ts -> client/src/lib/api.ts',
    ]);
  });

  it('fails a server feature importing one its list does not name, or the app', () => {
    const root = tree({
      ...sound,
      'server/app.ts': 'export const app = 1;\n',
      'server/features/account/service.ts':
        "import { x } from '../workspace/routes';\nimport { app } from '../../app';\n",
    });
    expect(
      checkImportRules(root, PLANTED_ALLOWED).violations.map(({ from, to, rule }) => [
        from,
        to,
        rule,
      ]),
    ).toEqual([
      [
        'server/features/account/service.ts',
        'server/app.ts',
        'a server feature imports only itself, the listed features, the shared server modules and common',
      ],
      [
        'server/features/account/service.ts',
        'server/features/workspace/routes.ts',
        'server feature account may not import feature workspace: not in its list in scripts/lib/import-rules.ts',
      ],
    ]);
  });

  it('fails a server shared floor importing a feature or what sits above it', () => {
    const root = tree({
      ...sound,
      'server/app.ts': 'export const app = 1;\n',
      'server/plugins/caller.ts':
        "import { owner } from '../features/account/owner';\nimport { app } from '../app';\n",
    });
    expect(
      checkImportRules(root, PLANTED_ALLOWED).violations.map(({ from, to }) => `${from} -> ${to}`),
    ).toEqual([
      'server/plugins/caller.ts -> server/app.ts',
      'server/plugins/caller.ts -> server/features/account/owner.ts',
    ]);
  });

  it('finds an import cycle between features, and reports it even where each import is allowed', () => {
    const root = tree({
      ...sound,
      'server/features/credits/ledger.ts': "import { owner } from '../account/owner';\n",
      'server/features/account/owner.ts': "import { ledger } from '../credits/ledger';\n",
    });
    const report = checkImportRules(root, PLANTED_ALLOWED);
    expect(report.cycles).toEqual([{ side: 'server', features: ['account', 'credits'] }]);
  });

  it('finds a cycle through several features', () => {
    const edges = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a', 'd'])],
      ['d', new Set<string>()],
    ]);
    expect(findCycles(edges)).toEqual([['a', 'b', 'c']]);
  });
});
