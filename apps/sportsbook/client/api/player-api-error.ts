import { playerErrorCodes, type PlayerErrorCode } from '../../src/api/player-api.js';

/**
 * A refusal from the player API with its stable code. Anything the client cannot read as one of the contract's
 * codes (a proxy's 502, a lost connection, an answer that fails its schema) is `NETWORK`, so the player always reads
 * a translated sentence and never a raw status.
 */
export type ClientErrorCode = PlayerErrorCode | 'NETWORK';

export class PlayerApiError extends Error {
  constructor(
    readonly code: ClientErrorCode,
    readonly status: number,
  ) {
    super(code);
    this.name = 'PlayerApiError';
  }
}

const knownCodes: ReadonlySet<string> = new Set(playerErrorCodes);

export function errorCodeOf(body: unknown): ClientErrorCode {
  if (typeof body === 'object' && body !== null && 'code' in body) {
    const code = body.code;
    if (typeof code === 'string' && knownCodes.has(code)) return code as PlayerErrorCode;
  }
  return 'NETWORK';
}

export function clientErrorCodeOf(error: unknown): ClientErrorCode {
  return error instanceof PlayerApiError ? error.code : 'NETWORK';
}
