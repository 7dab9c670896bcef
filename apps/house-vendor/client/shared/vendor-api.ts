import type { Envelope } from '../../src/play/play-contract.js';

/** A call's result: the answer's value, or a stable error code and the vendor's own message (may be empty). */
export type VendorAnswer<Value> = { ok: true; value: Value } | { ok: false; code: string; message: string };

/** Codes the page uses for failures the vendor never answered: no connection, or an answer it cannot read. */
export const clientErrorCodes = ['NETWORK', 'UNKNOWN'] as const;

export type VendorClient = {
  get: <Value>(path: string) => Promise<VendorAnswer<Value>>;
  post: <Value>(path: string, body: unknown) => Promise<VendorAnswer<Value>>;
};

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'success' in body && typeof body.success === 'boolean';
}

/** A code for an answer that carries none, from its status, so the page can still say something useful. */
export function codeForStatus(status: number): string {
  if (status === 401) return 'SESSION_NOT_FOUND';
  if (status === 403) return 'PLAYER_BLOCKED';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'INVALID_BET';
  if (status === 429) return 'TOO_FAST';
  if (status === 400) return 'VALIDATION_FAILED';
  if (status === 503) return 'WALLET_UNAVAILABLE';
  return 'UNKNOWN';
}

/** Reads a vendor answer `{ success, message, value, code? }` whatever the status; never throws. */
export async function readVendorAnswer<Value>(response: Response): Promise<VendorAnswer<Value>> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, code: response.status >= 500 ? 'NETWORK' : codeForStatus(response.status), message: '' };
  }
  if (isEnvelope(body) && body.success && response.ok) return { ok: true, value: body.value as Value };
  const code = isEnvelope(body) && typeof body.code === 'string' ? body.code : codeForStatus(response.status);
  const message = isEnvelope(body) && typeof body.message === 'string' ? body.message : '';
  return { ok: false, code, message };
}

/** The one way the game pages call their vendor: JSON in and out, same origin, never cached, never throwing. */
export function createVendorClient(fetcher: typeof fetch = (input, init) => fetch(input, init)): VendorClient {
  const call = async <Value>(path: string, init: RequestInit): Promise<VendorAnswer<Value>> => {
    let response: Response;
    try {
      response = await fetcher(path, {
        ...init,
        headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
        cache: 'no-store',
        credentials: 'same-origin',
      });
    } catch {
      return { ok: false, code: 'NETWORK', message: '' };
    }
    return readVendorAnswer<Value>(response);
  };
  return {
    get: (path) => call(path, { method: 'GET' }),
    post: (path, body) => call(path, { method: 'POST', body: JSON.stringify(body) }),
  };
}
