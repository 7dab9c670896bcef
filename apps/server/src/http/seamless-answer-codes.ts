import type { ErrorCode } from '@croupier/contracts';
import { errorMessage } from '@croupier/contracts';
import type { AnswerCodes } from '../modules/seamless/index.js';
import { statusOfCode } from './error-handler.js';

/** The codes a money request can end with inside the database (seamless_post). */
const databaseCodes: readonly ErrorCode[] = [
  'TRANSACTION_ROLLED_BACK',
  'DUPLICATE_TRANSACTION',
  'SESSION_NOT_FOUND',
  'SESSION_EXPIRED',
  'CURRENCY_MISMATCH',
  'PLAYER_BLOCKED',
  'INSUFFICIENT_FUNDS',
  'INVALID_STATE',
  'ROUND_NOT_FOUND',
  'ROUND_CLOSED',
  'ROUND_VOIDED',
  'ROUND_MISMATCH',
  'WIN_LIMIT_EXCEEDED',
  'TRANSACTION_NOT_FOUND',
  'ADJUSTMENT_EXCEEDS_ROUND',
  'MAX_BET_EXCEEDED',
  'BONUS_GAME_NOT_ELIGIBLE',
];

/** Status and English text of those codes, so the answer stored for a replay is built once, in the database. */
export function seamlessAnswerCodes(): AnswerCodes {
  const codes: AnswerCodes = { OK: { status: 200, message: '' } };
  // A stored answer is one text for every request: a message's placeholders (the value travels in `value`) are left out.
  for (const code of databaseCodes) {
    codes[code] = { status: statusOfCode[code], message: errorMessage(code, 'en').replace(/ ?\{\{\w+\}\}/gu, '') };
  }
  return codes;
}
