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
}

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
  let codepage = 'cp1252';
  const stack: Group[] = [{ skip: false, uc: 1 }];
  let out = '';
  let pending: number[] = [];
  let skipChars = 0;
  let groupStarted = false;

  const flushBytes = () => {
    if (pending.length === 0) return;
    const decoder = iconv.encodingExists(codepage) ? codepage : 'cp1252';
    out += iconv.decode(Buffer.from(pending), decoder);
    pending = [];
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
        continue;
      }
      if (word === 'ansicpg' && token.param) codepage = `cp${token.param}`;
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
        pending.push(...token.data);
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
      pending.push(byte);
    }
  }
  flushBytes();
  return joinBlocks(out.split('\n'));
}
