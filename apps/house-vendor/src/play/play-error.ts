import type { PlayErrorCode } from './play-contract.js';

const statusOf: Record<PlayErrorCode, number> = {
  SESSION_NOT_FOUND: 401,
  LAUNCH_TOKEN_INVALID: 401,
  INSUFFICIENT_FUNDS: 400,
  INVALID_STAKE: 400,
  INVALID_BET: 400,
  BETTING_CLOSED: 409,
  TOO_FAST: 429,
  WALLET_UNAVAILABLE: 503,
  PLAYER_BLOCKED: 403,
  NOT_FOUND: 404,
  VALIDATION_FAILED: 400,
  FEATURE_BUY_OFF: 403,
  MAX_BET_EXCEEDED: 409,
  BONUS_GAME_NOT_ELIGIBLE: 409,
};

/** A refusal the page shows in its own words; `value` carries what it needs (the balance after a refusal). */
export class PlayError extends Error {
  readonly status: number;
  constructor(
    readonly code: PlayErrorCode,
    readonly value: unknown = null,
  ) {
    super(code);
    this.status = statusOf[code];
  }
}

/** The platform's refusal of a money request, in the page's terms. */
export function playErrorOfWallet(code: string, value: unknown): PlayError {
  switch (code) {
    case 'INSUFFICIENT_FUNDS':
      return new PlayError('INSUFFICIENT_FUNDS', value);
    case 'SESSION_NOT_FOUND':
    case 'SESSION_EXPIRED':
      return new PlayError('SESSION_NOT_FOUND');
    case 'PLAYER_BLOCKED':
      return new PlayError('PLAYER_BLOCKED');
    // The player's bonus bounds the stake, or may not be staked on this game (the platform's decision 0077).
    case 'MAX_BET_EXCEEDED':
    case 'BONUS_GAME_NOT_ELIGIBLE':
      return new PlayError(code, value);
    default:
      return new PlayError('WALLET_UNAVAILABLE');
  }
}
