import type { PlayerErrorCode } from '../api/player-api.js';

/** A placement, acceptance or cash-out refused with a stable player code; thrown inside a transaction to undo it. */
export class TicketRefusal extends Error {
  constructor(
    readonly code: PlayerErrorCode,
    readonly detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
  }
}
