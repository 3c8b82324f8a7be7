import type { CheckWritingResponse, WritingDialect } from '@common/writing';

/** The page asks the checker's worker (checker.worker.ts) to check one text. */
export interface CheckRequest {
  id: number;
  text: string;
  dialect: WritingDialect;
}

export type CheckReply =
  | { id: number; ok: true; result: CheckWritingResponse }
  | { id: number; ok: false };
