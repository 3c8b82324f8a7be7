import chardet from 'chardet';
import iconv from 'iconv-lite';

/** How much of a file the encoding is guessed from (the whole file is decoded in it). */
const SAMPLE_BYTES = 64 * 1024;

/**
 * What chardet may answer that Redraft decodes, as iconv-lite names. ISO-8859-1 and -9 are read
 * as their Windows supersets, as browsers do: a file with curly quotes (0x93, 0x94) is called
 * Latin-1 by detectors but was written in Windows-1252.
 */
const DECODABLE: Record<string, string> = {
  'ISO-8859-1': 'windows-1252',
  'ISO-8859-2': 'iso-8859-2',
  'ISO-8859-5': 'iso-8859-5',
  'ISO-8859-6': 'iso-8859-6',
  'ISO-8859-7': 'iso-8859-7',
  'ISO-8859-8': 'iso-8859-8',
  'ISO-8859-9': 'windows-1254',
  'windows-1250': 'windows-1250',
  'windows-1251': 'windows-1251',
  'windows-1252': 'windows-1252',
  'windows-1253': 'windows-1253',
  'windows-1254': 'windows-1254',
  'windows-1255': 'windows-1255',
  'windows-1256': 'windows-1256',
  'KOI8-R': 'koi8-r',
  Shift_JIS: 'shift_jis',
  'EUC-JP': 'euc-jp',
  'EUC-KR': 'euc-kr',
  GB18030: 'gb18030',
  Big5: 'big5',
};

/** A text file's encoding when it has a byte-order mark (UTF-32's before UTF-16's, which it starts with). */
function byteOrderMark(bytes: Uint8Array): { encoding: string; length: number } | null {
  const [b0, b1, b2, b3] = bytes;
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) return { encoding: 'utf-8', length: 3 };
  if (b0 === 0xff && b1 === 0xfe && b2 === 0 && b3 === 0)
    return { encoding: 'utf-32le', length: 4 };
  if (b0 === 0 && b1 === 0 && b2 === 0xfe && b3 === 0xff)
    return { encoding: 'utf-32be', length: 4 };
  if (b0 === 0xff && b1 === 0xfe) return { encoding: 'utf-16le', length: 2 };
  if (b0 === 0xfe && b1 === 0xff) return { encoding: 'utf-16be', length: 2 };
  return null;
}

/**
 * UTF-16 without a byte-order mark, as Windows tools sometimes write it: text mostly in the
 * first 256 code points has a NUL in every other byte, on one side only.
 */
function bomlessUtf16(sample: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const pairs = sample.length >> 1;
  if (pairs < 2) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i + 1 < sample.length; i += 2) {
    if (sample[i] === 0) evenZeros++;
    if (sample[i + 1] === 0) oddZeros++;
  }
  if (oddZeros >= pairs * 0.4 && evenZeros <= pairs * 0.02) return 'utf-16le';
  if (evenZeros >= pairs * 0.4 && oddZeros <= pairs * 0.02) return 'utf-16be';
  return null;
}

/** Control characters other than tab, newline, carriage return and form feed, and U+FFFD. */
function strayCharacters(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (
      (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d && code !== 0x0c) ||
      code === 0xfffd
    ) {
      count++;
    }
  }
  return count;
}

function trimPartialUtf8(sample: Uint8Array): Uint8Array {
  let end = sample.length;
  // Step back over continuation bytes and the lead byte of a cut character (at most 3).
  for (let back = 0; back < 4 && end > 0 && (sample[end - 1]! & 0xc0) === 0x80; back++) end--;
  if (end > 0 && sample[end - 1]! >= 0xc0) end--;
  return sample.subarray(0, end);
}

function isUtf8(bytes: Uint8Array, whole: boolean): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(whole ? bytes : trimPartialUtf8(bytes));
    return true;
  } catch {
    return false;
  }
}

export interface TextEncoding {
  /** An iconv-lite encoding name. */
  encoding: string;
  /** The length of the byte-order mark to skip. */
  skip: number;
}

/**
 * The encoding of a text file, as editors find it, or null when the bytes are not text: a
 * byte-order mark (UTF-8, UTF-16, UTF-32); UTF-16 without one; strict UTF-8 (ASCII included);
 * otherwise the legacy encoding chardet finds likeliest from the byte statistics of the text
 * (Windows-125x, ISO-8859-x, KOI8-R, Shift_JIS, EUC-JP, EUC-KR, GB18030, Big5), and
 * Windows-1252 when it finds none. Bytes with a NUL (outside UTF-16/32) or more than 1 % of
 * control characters are not text.
 */
export function detectTextEncoding(bytes: Uint8Array): TextEncoding | null {
  if (bytes.length === 0) return null;
  const sample = bytes.subarray(0, SAMPLE_BYTES);
  const whole = bytes.length <= SAMPLE_BYTES;
  const mark = byteOrderMark(sample);
  const wide = mark && mark.encoding !== 'utf-8' ? mark.encoding : bomlessUtf16(sample);
  if (wide) {
    const unit = wide.startsWith('utf-32') ? 4 : 2;
    if (bytes.length % unit !== 0) return null;
    const skip = mark?.length ?? 0;
    const end = skip + Math.floor((sample.length - skip) / unit) * unit;
    const text = iconv.decode(Buffer.from(sample.subarray(skip, end)), wide);
    return strayCharacters(text) <= text.length * 0.01 ? { encoding: wide, skip } : null;
  }
  let controls = 0;
  for (const byte of sample) {
    if (byte === 0) return null;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) controls++;
  }
  if (controls > sample.length * 0.01) return null;
  if (isUtf8(sample, whole)) return { encoding: 'utf-8', skip: mark ? 3 : 0 };
  if (mark) return null; // a UTF-8 mark on bytes that are not UTF-8
  return { encoding: legacyEncoding(sample), skip: 0 };
}

/** Encodings of Latin scripts, whose text is mostly ASCII letters with a few others. */
const LATIN = new Set(['windows-1252', 'windows-1250', 'iso-8859-2', 'windows-1254']);

/**
 * The letters beyond ASCII that the languages of each Latin code page use most. A text decoded
 * in the wrong one shows others: Czech read as Windows-1252 gives 'š', 'ž', 'ý' and 'È', Polish
 * '¹', '³' and '¿', where Windows-1250 gives only letters of its own languages.
 */
const LATIN_LETTERS: Record<string, string> = {
  'windows-1252': 'àáâãäåæçèéêëìíîïñòóôõöøùúûüÿßœÀÁÂÃÄÅÆÇÈÉÊËÍÎÏÑÓÔÕÖØÚÜŒ€’‘“”–—…«»¡¿°',
  'windows-1250': 'áäčďéěíĺľňóôöőŕřšťúůüűýžąćęłńśźżÁÄČĎÉĚÍĽŇÓÖŘŠŤÚŮÜÝŽĄĆĘŁŃŚŹŻ’‘“”„–—…«»°',
  'windows-1254': 'çğıöşüâîûÇĞİÖŞÜ’‘“”–—…«»°',
};

/**
 * The share of letters outside ASCII: well under 0.6 in Western and Central European text (0.4
 * in a Czech pangram), nearly 1 in Greek, Cyrillic or CJK text.
 */
function nonAsciiShare(sample: Uint8Array): number {
  let high = 0;
  let ascii = 0;
  for (const byte of sample) {
    if (byte >= 0x80) high++;
    else if ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7a) ascii++;
  }
  return high / Math.max(1, high + ascii);
}

/**
 * Whether the sample decodes without a replacement character (but for a character cut at its
 * end) or a C1 control character (a byte the code page leaves undefined).
 */
function decodesCleanly(text: string): boolean {
  const bad = text.search(/[\ufffd\u0080-\u009f]/);
  return bad < 0 || bad >= text.length - 1;
}

/** How well a decoding fits its code page's languages: their letters count for it, others against. */
function latinFit(text: string, encoding: string): number {
  const letters = LATIN_LETTERS[encoding] ?? '';
  let score = 0;
  for (const char of text) {
    if (char.charCodeAt(0) < 0x80) continue;
    score += letters.includes(char) ? 1 : -1;
  }
  return score;
}

/**
 * Latin text (mostly ASCII letters) is read in the Windows code page whose languages' letters it
 * gives (Windows-1252 on a tie: the most common legacy encoding). chardet's statistics are
 * weak on a short text (a line of French scores higher as Polish), so they decide only among
 * other scripts: the likeliest of chardet's non-Latin encodings in which the text decodes
 * cleanly, else Windows-1252.
 */
function legacyEncoding(sample: Uint8Array): string {
  const buffer = Buffer.from(sample);
  if (nonAsciiShare(sample) < 0.6) {
    let best = { encoding: 'windows-1252', fit: Number.NEGATIVE_INFINITY };
    for (const encoding of Object.keys(LATIN_LETTERS)) {
      const text = iconv.decode(buffer, encoding);
      const fit = decodesCleanly(text) ? latinFit(text, encoding) : Number.NEGATIVE_INFINITY;
      if (fit > best.fit) best = { encoding, fit };
    }
    return best.encoding;
  }
  for (const match of chardet.analyse(sample)) {
    const encoding = DECODABLE[match.name];
    if (!encoding || LATIN.has(encoding)) continue;
    if (decodesCleanly(iconv.decode(buffer, encoding))) return encoding;
  }
  return 'windows-1252';
}

/** A text file's characters in the encoding detectTextEncoding found (its mark left out). */
export function decodeInEncoding(bytes: Uint8Array, found: TextEncoding): string {
  const body = Buffer.from(
    bytes.buffer,
    bytes.byteOffset + found.skip,
    bytes.byteLength - found.skip,
  );
  if (found.encoding === 'utf-8') return new TextDecoder('utf-8').decode(body);
  return iconv.decode(body, found.encoding, { stripBOM: false });
}
