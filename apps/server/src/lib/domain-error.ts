import type { ErrorCode } from '@croupier/contracts';

/**
 * The one error type domain code throws. The HTTP layer maps `code` to a status and a translated message;
 * `value` travels to the client (never put internals in it).
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly value: unknown = null,
    message?: string,
  ) {
    super(message ?? code);
    this.name = 'DomainError';
  }
}
