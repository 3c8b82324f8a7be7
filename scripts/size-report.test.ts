import { describe, expect, it } from 'vitest';
import { plantedTrees } from '../tests/support/planted-tree';
import { countLines, measureFunctions, sizeReport } from './lib/size-report';

describe('measureFunctions', () => {
  it('names each function as a reader finds it and counts its lines, nested ones apart', () => {
    const text = [
      'export function outer() {', // 1
      '  const inner = () => {', // 2
      '    return 1;', // 3
      '  };', // 4
      '  return inner;', // 5
      '}', // 6
      'const run = useCallback(async () => {', // 7
      '  await go();', // 8
      '}, []);', // 9
      'class A {', // 10
      '  method() { return 2; }', // 11
      '}', // 12
      'export const Box = memo(function Box() { return null; });', // 13
    ].join('\n');
    expect(measureFunctions('client/a.tsx', text)).toEqual([
      { name: 'client/a.tsx: outer', lines: 6 },
      { name: 'client/a.tsx: inner', lines: 3 },
      { name: 'client/a.tsx: run (useCallback)', lines: 3 },
      { name: 'client/a.tsx: method', lines: 1 },
      { name: 'client/a.tsx: Box', lines: 1 },
    ]);
  });
});

describe('sizeReport on a planted tree', () => {
  const tree = plantedTrees('size-report-');

  it('lists the largest files and functions first, leaving tests and other folders out', () => {
    const long = (name: string, body: number) =>
      `export function ${name}() {\n${'  go();\n'.repeat(body)}}\n`;
    const root = tree({
      'server/big.ts': long('big', 20),
      'client/src/small.tsx': long('small', 2),
      'common/two.ts': long('first', 5) + long('second', 8),
      'server/big.test.ts': long('ignored', 100),
      'docs/ignored.ts': long('ignored', 100),
    });
    const report = sizeReport(root, 2);
    expect(report.files).toEqual([
      { name: 'server/big.ts', lines: 22 },
      { name: 'common/two.ts', lines: 17 },
    ]);
    expect(report.functions).toEqual([
      { name: 'server/big.ts: big', lines: 22 },
      { name: 'common/two.ts: second', lines: 10 },
    ]);
  });

  it('counts lines as an editor does', () => {
    expect(countLines('a\nb\n')).toBe(2);
    expect(countLines('a\nb')).toBe(2);
  });
});
