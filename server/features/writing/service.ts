import {
  type CheckWritingResponse,
  checkTooLongMessage,
  MAX_CHECK_CHARS,
  type WritingDialect,
} from '@common/writing';
import { AppError } from '../../lib/errors';
import type { WritingChecker } from './checker';

/** Spelling, grammar, style and readability of a text: free, no key, nothing leaves the server. */
export async function checkWriting(
  checker: WritingChecker,
  text: string,
  dialect: WritingDialect,
): Promise<CheckWritingResponse> {
  if (text.length > MAX_CHECK_CHARS) throw new AppError(413, checkTooLongMessage(text.length));
  return checker.check(text, dialect);
}
