import type { ErrorCode } from '@croupier/contracts';
import { z } from 'zod';

/** Failures that never reach the server's error catalogue: no answer at all, or an answer outside the contract. */
export const clientErrorCodes = ['NETWORK_ERROR', 'INVALID_RESPONSE', 'REQUEST_FAILED'] as const;
export type ClientErrorCode = (typeof clientErrorCodes)[number];
export type ApiErrorCode = ErrorCode | ClientErrorCode;

type ApiErrorDetails = {
  code: ApiErrorCode;
  /** The server's message, already in the request's language; empty when the server did not answer with one. */
  message: string;
  /** HTTP status, 0 when no answer arrived. */
  status: number;
  /** The envelope's value, which carries details such as `maintenanceEnd` or `ip`. */
  value?: unknown;
  cause?: unknown;
};

/** The only error the API client throws (besides an abort the caller asked for). */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: number;
  readonly value: unknown;

  constructor({ code, message, status, value, cause }: ApiErrorDetails) {
    super(message || code, { cause });
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.value = value;
  }
}

const validationFieldsSchema = z.object({ fields: z.array(z.object({ path: z.string(), message: z.string() })) });

/** The fields a VALIDATION_FAILED answer names (`value.fields[]`: the path and the problem code); none otherwise. */
export function validationFieldsOf(error: unknown): { path: string; message: string }[] {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return [];
  const parsed = validationFieldsSchema.safeParse(error.value);
  return parsed.success ? parsed.data.fields : [];
}
