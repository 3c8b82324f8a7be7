import iconv from 'iconv-lite';
import { Tokenize } from 'rtf-stream-parser';
import type { Token } from 'rtf-stream-parser/dist/src/tokenize';
import { damaged } from './errors';
import { joinBlocks } from './paragraphs';

/** Destinations whose text is not part of the document's body. */
const SKIPPED = new Set([
  'fonttbl',
  'colortbl',
  'stylesheet',
  'info',
  'header',
  'headerl',
  'headerr',
  'headerf',
  'footer',
  'footerl',
  'footerr',
  'footerf',
  'pict',
  'object',
  'fldinst',
  'themedata',
  'colorschememapping',
  'latentstyles',
  'datastore',
  'listtable',
  'listoverridetable',
  'revtbl',
  'rsidtbl',
  'generator',
  'xmlnstbl',
  'filetbl',
  'footnote',
  'annotation',
]);

const SYMBOLS: Record<string, string> = {
  par: '\n',
  line: '\n',
  sect: '\n',
  page: '\n',
  tab: '\t',
  cell: '\t',
  row: '\n',
  bullet: '•',
  emdash: '—',
  endash: '–',
  lquote: '‘',
  rquote: '’',
  ldblquote: '“',
  rdblquote: '”',
  '~': '\u00a0',
  _: '-',
};

interface Group {
  skip: boolean;
  uc: number;
  /** The font in use (\\fN), whose charset may name the code page of the group's bytes. */
  font: number;
  /** Inside the font table, where \\fN starts a font's entry rather than selecting it. */
  fontTable: boolean;
}

/**
 * The Windows code page of each font charset (\\fcharsetN): a document's \\ansicpg is only its
 * default, and text in a Japanese or Czech font is written in that font's code page
 * (Word writes 'Článek' under \\ansicpg1252 in a font with \\fcharset238, for one). ANSI,
 * default and Symbol (0, 1, 2) follow \\ansicpg.
 */
const CHARSET_CODEPAGES: Record<number, string> = {
  77: 'macintosh',
  78: 'shift_jis',
  128: 'cp932',
  129: 'cp949',
  134: 'cp936',
  136: 'cp950',
  161: 'cp1253',
  162: 'cp1254',
  163: 'cp1258',
  177: 'cp1255',
  178: 'cp1256',
  186: 'cp1257',
  204: 'cp1251',
  222: 'cp874',
  238: 'cp1250',
  254: 'cp437',
  255: 'cp850',
};

function tokenize(bytes: Uint8Array): Promise<Token[]> {
  return new Promise((resolve, reject) => {
    const tokens: Token[] = [];
    const tokenizer = new Tokenize();
    tokenizer.on('data', (token: Token) => tokens.push(token));
    tokenizer.on('error', reject);
    tokenizer.on('end', () => resolve(tokens));
    tokenizer.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
}

/** An RTF document's body text: paragraphs, list items and tables, without its tables of fonts, styles and headers. */
export async function extractRtfText(bytes: Uint8Array): Promise<string> {
  let tokens: Token[];
  try {
    tokens = await tokenize(bytes);
  } catch {
    throw damaged('RTF document');
  }
  let documentCodepage = 'cp1252';
  /** Each font's code page, from its \\fcharset in the font table. */
  const fontCodepages = new Map<number, string>();
  let fontEntry = -1;
  let defaultFont = -1;
  const stack: Group[] = [{ skip: false, uc: 1, font: -1, fontTable: false }];
  let out = '';
  let pending: number[] = [];
  let pendingCodepage = documentCodepage;
  let skipChars = 0;
  let groupStarted = false;

  const codepageOf = (group: Group) =>
    fontCodepages.get(group.font === -1 ? defaultFont : group.font) ?? documentCodepage;
  const flushBytes = () => {
    if (pending.length === 0) return;
    const decoder = iconv.encodingExists(pendingCodepage) ? pendingCodepage : 'cp1252';
    out += iconv.decode(Buffer.from(pending), decoder);
    pending = [];
  };
  /** Bytes of text, decoded in their font's code page once a run of them ends. */
  const pushByte = (byte: number, group: Group) => {
    const codepage = codepageOf(group);
    if (codepage !== pendingCodepage) {
      flushBytes();
      pendingCodepage = codepage;
    }
    pending.push(byte);
  };
  const emit = (text: string) => {
    flushBytes();
    out += text;
  };

  for (const token of tokens) {
    const group = stack.at(-1)!;
    if (token.type === 0) {
      stack.push({ ...group });
      groupStarted = true;
      continue;
    }
    if (token.type === 1) {
      if (stack.length > 1) stack.pop();
      groupStarted = false;
      continue;
    }
    const firstInGroup = groupStarted;
    groupStarted = false;
    if (token.type === 2) {
      const word = token.word;
      if (word === '*' && firstInGroup) {
        group.skip = true;
        groupStarted = false;
        continue;
      }
      if (SKIPPED.has(word)) {
        group.skip = true;
        if (word === 'fonttbl') group.fontTable = true;
        continue;
      }
      if (word === 'ansicpg' && token.param) documentCodepage = `cp${token.param}`;
      if (word === 'deff' && token.param !== undefined) defaultFont = token.param;
      if (group.fontTable) {
        if (word === 'f' && token.param !== undefined) fontEntry = token.param;
        const codepage = word === 'fcharset' && CHARSET_CODEPAGES[token.param ?? 0];
        if (codepage && fontEntry >= 0) fontCodepages.set(fontEntry, codepage);
        if (word === 'cpg' && token.param && fontEntry >= 0) {
          fontCodepages.set(fontEntry, `cp${token.param}`);
        }
        continue;
      }
      if (word === 'f' && token.param !== undefined) group.font = token.param;
      if (word === 'plain') group.font = -1;
      if (word === 'uc' && token.param !== undefined) group.uc = token.param;
      if (group.skip) continue;
      if (word === 'u' && token.param !== undefined) {
        const code = token.param < 0 ? token.param + 65536 : token.param;
        emit(String.fromCharCode(code));
        skipChars = group.uc;
        continue;
      }
      if (word === "'" && token.data) {
        if (skipChars > 0) {
          skipChars--;
          continue;
        }
        for (const byte of token.data) pushByte(byte, group);
        continue;
      }
      if (word === 'bin') continue;
      const symbol = SYMBOLS[word];
      if (symbol) emit(symbol);
      if (word === 'pard' || word === 'par') skipChars = 0;
      continue;
    }
    if (group.skip) continue;
    let data: Buffer = token.data;
    if (skipChars > 0) {
      const skipped = Math.min(skipChars, data.length);
      data = data.subarray(skipped);
      skipChars -= skipped;
    }
    for (const byte of data) {
      if (byte === 0x0d || byte === 0x0a) continue;
      pushByte(byte, group);
    }
  }
  flushBytes();
  return joinBlocks(out.split('\n'));
}
