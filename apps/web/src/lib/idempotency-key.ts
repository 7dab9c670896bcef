import { useCallback, useRef } from 'react';
import { ApiError } from './api-error';

/**
 * A fresh random key (a UUID) for a money move. crypto.randomUUID exists only on secure origins, so a site opened
 * over plain http on a LAN address builds the same version-4 UUID from getRandomValues.
 */
export function createIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Whether a failed money move may have happened after all: no answer arrived, or the server failed on its side. Only
 * then is the same key sent again, so the server answers the first move instead of making a second one; a clear
 * refusal (4xx) means nothing moved, and the next try is a new request.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500;
}

/**
 * The idempotency key of a form's money move. A key is made when the form is submitted; when that attempt's outcome
 * is unknown and the player submits the same request again, the same key goes with it.
 */
export function useIdempotencyKey() {
  const pending = useRef<{ key: string; request: string } | null>(null);

  /** The key for this request (its content as text, e.g. JSON of the body). */
  const keyFor = useCallback((request: string): string => {
    if (pending.current?.request === request) return pending.current.key;
    const key = createIdempotencyKey();
    pending.current = { key, request };
    return key;
  }, []);

  /** After an answer: forget the key unless the move may have happened without the player hearing of it. */
  const settle = useCallback((error?: unknown) => {
    if (error === undefined || !outcomeUnknown(error)) pending.current = null;
  }, []);

  return { keyFor, settle };
}
