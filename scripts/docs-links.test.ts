import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { plantedTrees } from '../tests/support/planted-tree';
import { checkDocsLinks } from './lib/docs-links';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('the decision records and lab notes of this repository', () => {
  it('are all indexed, headed and given a status, and every path or link to them resolves', () => {
    expect(checkDocsLinks(repoRoot)).toEqual([]);
  });
});

describe('checkDocsLinks on a planted tree', () => {
  const tree = plantedTrees('docs-links-');

  const sound = {
    'docs/decisions/001-first.md': '# 1. First\n\nStatus: replaced by 2\n',
    'docs/decisions/002-second.md': '# 2. Second\n\nStatus: kept\n',
    'docs/performance/003-bench.md':
      '# 3. Bench\n\nStatus: kept\n\nSee [decision 2](../decisions/002-second.md).\n',
    'docs/decisions/README.md':
      '| [1](001-first.md) | [2](002-second.md) | [3](../performance/003-bench.md) |\n',
    'docs/performance/README.md': '| [3](003-bench.md) |\n',
    'server/a.ts': '// Why: docs/decisions/002-second.md and docs/performance/003\n',
  };

  it('finds nothing wrong in a sound tree', () => {
    expect(checkDocsLinks(tree(sound))).toEqual([]);
  });

  it('reports a path in code to a record that does not exist', () => {
    const root = tree({ ...sound, 'server/b.ts': '// see docs/decisions/002-renamed.md\n' });
    expect(checkDocsLinks(root)).toEqual([
      { file: 'server/b.ts', message: 'names docs/decisions/002-renamed.md, which does not exist' },
    ]);
  });

  it('reports a bare number that no record has', () => {
    const root = tree({ ...sound, 'README.md': 'As docs/performance/009 measured.\n' });
    expect(checkDocsLinks(root)).toEqual([
      { file: 'README.md', message: 'names docs/performance/009, which does not exist' },
    ]);
  });

  it('reports the old single file and a bare section sign, but not the specification or a quote', () => {
    const root = tree({
      ...sound,
      'server/c.ts':
        '// as the spec §5 says, and "§2" once named it; see §2 in docs/decisions.md\n',
    });
    expect(checkDocsLinks(root)).toEqual([
      { file: 'server/c.ts', message: 'cites §2: name the record by its path' },
      { file: 'server/c.ts', message: 'cites docs/decisions.md: name the record by its path' },
    ]);
  });

  it('reports a record missing from the index', () => {
    const root = tree({
      ...sound,
      'docs/decisions/004-fourth.md': '# 4. Fourth\n\nStatus: kept\n',
    });
    expect(checkDocsLinks(root)).toEqual([
      { file: 'docs/decisions/004-fourth.md', message: 'has no row in docs/decisions/README.md' },
    ]);
  });

  it('reports a lab note missing from the lab notes index', () => {
    const root = tree({ ...sound, 'docs/performance/README.md': 'none yet\n' });
    expect(checkDocsLinks(root)).toEqual([
      {
        file: 'docs/performance/003-bench.md',
        message: 'has no row in docs/performance/README.md',
      },
    ]);
  });

  it('reports a broken relative link, a wrong heading and a status outside the list', () => {
    const root = tree({
      ...sound,
      'docs/decisions/002-second.md': '# 20. Second\n\nStatus: accepted\n\n[x](007-gone.md)\n',
    });
    expect(checkDocsLinks(root)).toEqual([
      {
        file: 'docs/decisions/002-second.md',
        message: 'links to 007-gone.md, which does not exist',
      },
      { file: 'docs/decisions/002-second.md', message: 'is headed 20, but its file name says 2' },
      {
        file: 'docs/decisions/002-second.md',
        message: 'has no "Status: kept | withdrawn | replaced by N | partly replaced by N" line',
      },
    ]);
  });

  it('reports two records with one number', () => {
    const root = tree({
      ...sound,
      'docs/performance/002-again.md': '# 2. Again\n\nStatus: kept\n',
      'docs/decisions/README.md': `${sound['docs/decisions/README.md']}[2](../performance/002-again.md)\n`,
      'docs/performance/README.md': '[3](003-bench.md) [2](002-again.md)\n',
    });
    expect(checkDocsLinks(root)).toEqual([
      {
        file: 'docs/performance/002-again.md',
        message: 'shares its number with docs/decisions/002-second.md',
      },
    ]);
  });
});
