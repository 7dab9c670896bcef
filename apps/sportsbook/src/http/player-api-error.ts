import type { PlayerErrorCode } from '../api/player-api.js';

/** A refusal the player API answers as `{ code, message }` with a 4xx status; the client translates the code. */
export class PlayerApiError extends Error {
  constructor(
    readonly code: PlayerErrorCode,
    readonly statusCode: number,
    message: string = code,
  ) {
    super(message);
  }
}

export const notLoggedIn = () =>
  new PlayerApiError('NOT_LOGGED_IN', 401, 'no sportsbook session: launch from the lobby');
export const notFound = (what = 'not found') => new PlayerApiError('NOT_FOUND', 404, what);
