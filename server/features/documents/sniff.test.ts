import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { claimedKind, detectUpload, looksLikeText } from './sniff';

describe('text sniffing', () => {
  it('accepts UTF-8, UTF-16 and legacy-encoded text, refuses binary', () => {
    expect(looksLikeText(Buffer.from('Plain words, naïve café.\n'))).toBe(true);
    expect(
      looksLikeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Hi', 'utf16le')])),
    ).toBe(true);
    expect(looksLikeText(Buffer.from([0x48, 0x00, 0x49]))).toBe(false);
    // Not UTF-8, but 'Ã(A' in Windows-1252, as an editor opens it.
    expect(looksLikeText(Buffer.from([0xc3, 0x28, 0x41]))).toBe(true);
    expect(looksLikeText(Buffer.from('a\u0001\u0002\u0003b'))).toBe(false);
  });

  it('accepts a long UTF-8 file whose sample ends inside a character', () => {
    const text = `${'a'.repeat(64 * 1024 - 1)}é and more`;
    expect(looksLikeText(Buffer.from(text))).toBe(true);
  });
});

describe('what a name or MIME type claims', () => {
  it.each([
    ['a.PDF', undefined, 'pdf'],
    ['a.docx', undefined, 'docx'],
    ['a.jpeg', undefined, 'image'],
    ['a.m4a', undefined, 'audio'],
    ['a', 'application/pdf', 'pdf'],
    ['a.txt', 'text/plain', null],
  ])('%s (%s) claims %s', (name, mime, kind) => expect(claimedKind(name, mime)).toBe(kind));
});

describe('detecting an upload', () => {
  it('trusts bytes over the name, but refuses a disguise', async () => {
    expect(await detectUpload(Buffer.from('%PDF-1.4\n'), { filename: 'x.txt' })).toEqual({
      kind: 'pdf',
      mime: 'application/pdf',
    });
    const disguised = await detectUpload(Buffer.from('hello'), { filename: 'x.png' }).catch(
      (error: unknown) => error,
    );
    expect(disguised).toBeInstanceOf(AppError);
    expect((disguised as AppError).statusCode).toBe(415);
  });

  it('lets Word formats stand in for each other (RTF saved as .doc)', async () => {
    const rtf = Buffer.from('{\\rtf1\\ansi Hello}');
    expect((await detectUpload(rtf, { filename: 'letter.doc' })).kind).toBe('rtf');
  });
});
