import { countWords } from '@common/chunking';

let lastText = '';
let lastCount = 0;

/**
 * `countWords`, remembering the last text it counted. The input's counts and its "large text"
 * test both count the same text after each keystroke: at 1 MB each count takes milliseconds.
 */
export function countWordsOnce(text: string): number {
  if (text !== lastText) {
    lastCount = countWords(text);
    lastText = text;
  }
  return lastCount;
}
