import { describe, expect, it } from 'vitest';
import { routeFromBytes } from './file-kind';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) =>
      typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value],
    ),
  );

describe('routing an upload by its first bytes', () => {
  it.each([
    ['PNG', bytes(0x89, 'PNG', 0x0d, 0x0a)],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['GIF', bytes('GIF89a')],
    ['BMP', bytes('BM', 0, 0)],
    ['WebP', bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 ')],
    ['TIFF (little-endian)', bytes('II', 0x2a, 0)],
    ['TIFF (big-endian)', bytes('MM', 0, 0x2a)],
  ])('sends %s to OCR', (_, head) => expect(routeFromBytes(head)).toBe('image'));

  it.each([
    ['WAV', bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt ')],
    ['MP3 with ID3', bytes('ID3', 4, 0)],
    ['MP3 frame', bytes(0xff, 0xfb, 0x90)],
    ['OGG', bytes('OggS', 0)],
    ['WebM', bytes(0x1a, 0x45, 0xdf, 0xa3)],
    ['M4A', bytes(0, 0, 0, 0x20, 'ftypM4A ')],
  ])('sends %s to transcription', (_, head) => expect(routeFromBytes(head)).toBe('audio'));

  it.each([
    ['PDF', bytes('%PDF-1.7')],
    ['DOCX', bytes('PK', 3, 4)],
    ['RTF', bytes('{\\rtf1')],
    ['UTF-16 text', bytes(0xff, 0xfe, 'H', 0)],
    ['text', bytes('Hello')],
  ])('sends %s to text extraction', (_, head) => expect(routeFromBytes(head)).toBe('document'));
});
