/**
 * What the fishing page and the rooms say to each other over /api/live/fishing, beside the messages' shapes in
 * fishing-play.ts: the refusals the page translates. No Node modules here: the page imports it.
 */

/** The platform's responsible-gaming refusals of a bet, passed to the page with their limit. */
export const gateCodes = [
  'LOSS_LIMIT_REACHED',
  'WAGER_LIMIT_REACHED',
  'SESSION_LIMIT_REACHED',
  'PLAYER_TIMED_OUT',
  'PLAYER_SELF_EXCLUDED',
] as const;

/** Refusals the fishing page translates. */
export const fishingErrorCodes = [
  'INVALID_MESSAGE',
  'INVALID_ROOM',
  'ROOM_FULL',
  'NOT_SEATED',
  'INVALID_BULLET',
  'INVALID_MAGAZINE',
  'INVALID_SEED',
  'ROUND_OPEN',
  'NO_MAGAZINE',
  'MAGAZINE_EMPTY',
  'TOO_FAST',
  'TOO_MANY_BULLETS',
  'INSUFFICIENT_FUNDS',
  'WALLET_UNAVAILABLE',
  'PLAYER_BLOCKED',
  'SESSION_NOT_FOUND',
  ...gateCodes,
] as const;
export type FishingErrorCode = (typeof fishingErrorCodes)[number];
