import { AUTHORSHIP_LOG_VERSION, authorshipLogSchema } from '@common/authorship';
import { describe, expect, it } from 'vitest';
import { isAuthorshipLog } from './record-storage';

const valid = {
  version: AUTHORSHIP_LOG_VERSION,
  startedAt: 1_764_000_000_000,
  sources: [{ kind: 'typed' }, { kind: 'uploaded', detail: 'essay.docx' }],
  ops: [
    [0, 1200, 0, 0, 'Hello', 0],
    [1500, 0, 5, 0, ' world', 1],
  ],
};

const variants: [string, unknown][] = [
  ['a whole log', valid],
  ['no log', null],
  ['a string', 'log'],
  ['another version', { ...valid, version: AUTHORSHIP_LOG_VERSION + 1 }],
  ['a negative start', { ...valid, startedAt: -1 }],
  ['a fractional start', { ...valid, startedAt: 1.5 }],
  ['an unknown source', { ...valid, sources: [{ kind: 'stolen' }] }],
  ['a long source detail', { ...valid, sources: [{ kind: 'typed', detail: 'x'.repeat(201) }] }],
  ['a short operation', { ...valid, ops: [[0, 0, 0, 0, 'a']] }],
  ['an operation inserting a number', { ...valid, ops: [[0, 0, 0, 0, 5, 0]] }],
  ['an operation at a negative offset', { ...valid, ops: [[0, 0, -3, 0, 'a', 0]] }],
  ['no operations list', { ...valid, ops: undefined }],
];

describe('reading a saved authorship record', () => {
  it.each(variants)('agrees with the shared schema on %s', (_, value) => {
    expect(isAuthorshipLog(value)).toBe(authorshipLogSchema.safeParse(value).success);
  });

  it('accepts the whole log and refuses the damaged ones', () => {
    expect(variants.filter(([, value]) => isAuthorshipLog(value)).map(([name]) => name)).toEqual([
      'a whole log',
    ]);
  });
});
