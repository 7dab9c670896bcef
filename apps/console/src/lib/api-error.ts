import type { ErrorCode } from '@croupier/contracts';

export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'INVALID_RESPONSE' | 'REQUEST_FAILED';

/** The only error the console's API client throws (besides an abort the caller asked for). */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: number;

  constructor({
    code,
    message,
    status,
    cause,
  }: {
    code: ApiErrorCode;
    message: string;
    status: number;
    cause?: unknown;
  }) {
    super(message || code, { cause });
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
  }
}
