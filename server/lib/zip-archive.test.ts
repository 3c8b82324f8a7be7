import { describe, expect, it } from 'vitest';
import { zipFiles } from '../../tests/support/zip';
import { inflateZipEntry, readZipDirectory, ZipFormatError } from './zip-archive';

const reasonOf = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    return error instanceof ZipFormatError ? error.reason : 'other';
  }
  return 'read';
};

describe('the shared ZIP reader', () => {
  const zip = zipFiles([
    { name: 'essays/first.txt', content: 'The first essay.' },
    { name: 'second.txt', content: 'The second essay, a little longer than the first.' },
  ]);

  it('lists the entries with their declared sizes and inflates each to its text', () => {
    const entries = readZipDirectory(zip);
    expect(entries.map((entry) => [entry.name, entry.uncompressedSize])).toEqual([
      ['essays/first.txt', 16],
      ['second.txt', 49],
    ]);
    expect(Buffer.from(inflateZipEntry(zip, entries[1]!)).toString('utf8')).toBe(
      'The second essay, a little longer than the first.',
    );
  });

  it('calls an archive that is not a ZIP, or is cut short, damaged', () => {
    expect(reasonOf(() => readZipDirectory(Buffer.from('not a zip at all')))).toBe('damaged');
    expect(reasonOf(() => readZipDirectory(zip.subarray(0, zip.length - 30)))).toBe('damaged');
  });

  it('stops an entry that inflates past the size it declares, as a ZIP bomb does', () => {
    const [entry] = readZipDirectory(zip);
    expect(reasonOf(() => inflateZipEntry(zip, { ...entry!, uncompressedSize: 4 }))).toBe('lies');
  });
});
