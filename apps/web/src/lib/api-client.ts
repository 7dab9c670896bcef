import { envelopeSchema, failureEnvelopeSchema } from '@croupier/contracts';
import type { Envelope, Language } from '@croupier/contracts';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { deviceId } from './device-id';
import { endMemberSession, getSessionToken, updateMemberSession } from './member-session';

type QueryValue = string | number | boolean | undefined;

export type ApiRequestOptions<Schema extends z.ZodType> = {
  /** The contracts schema of the envelope's `value`. */
  schema: Schema;
  /** Sent as the `Language` header so the server answers messages in the visitor's language. */
  language: Language;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** The spec's form-encoded calls (e.g. the password e-mail) send `application/x-www-form-urlencoded`. */
  bodyEncoding?: 'json' | 'form';
  /** Extra request headers, e.g. the `Idempotency-Key` that makes a retried money move harmless. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

function withQuery(path: string, query: Record<string, QueryValue> | undefined): string {
  if (!query) return path;
  const parameters = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) parameters.set(name, String(value));
  }
  const search = parameters.toString();
  return search ? `${path}?${search}` : path;
}

function encodeForm(body: unknown): string {
  const parameters = new URLSearchParams();
  if (typeof body === 'object' && body !== null) {
    for (const [name, value] of Object.entries(body)) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
        parameters.set(name, String(value));
      }
    }
  }
  return parameters.toString();
}

/**
 * Refusals that mean the session is over: an unknown token, a time-out or self-exclusion taken elsewhere, or the
 * player's own session limit reached. All but the first are explained to the player when they end it.
 */
const sessionEndingCodes: ReadonlySet<string> = new Set([
  'NOT_LOGGED_IN',
  'PLAYER_TIMED_OUT',
  'PLAYER_SELF_EXCLUDED',
  'SESSION_LIMIT_REACHED',
]);

/**
 * What a failure says about the session: a token the server no longer knows, or a member on a time-out or
 * self-excluded (another device took it), ends it (the visitor sees the logged-out site), and a forced password change
 * is noted so the change-password dialog opens whatever call found it.
 */
function followSession(error: ApiError, sentToken: string | null): void {
  if (!sentToken || sentToken !== getSessionToken()) return;
  if (sessionEndingCodes.has(error.code)) endMemberSession(error.code === 'NOT_LOGGED_IN' ? null : error.message);
  else if (error.code === 'PASSWORD_CHANGE_REQUIRED') updateMemberSession({ mustChangePassword: true });
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The web's one HTTP client for the platform API: sends the member's token when there is one, parses every answer as
 * the contract's envelope and returns its value, or throws an ApiError carrying the stable error code and the
 * server's translated message.
 */
export async function apiRequest<Schema extends z.ZodType>(
  path: string,
  options: ApiRequestOptions<Schema>,
): Promise<z.output<Schema>> {
  const token = getSessionToken();
  try {
    return await send(path, options, token);
  } catch (error) {
    if (error instanceof ApiError) followSession(error, token);
    throw error;
  }
}

async function send<Schema extends z.ZodType>(
  path: string,
  {
    schema,
    language,
    method = 'GET',
    query,
    body,
    bodyEncoding = 'json',
    headers: extraHeaders,
    signal,
  }: ApiRequestOptions<Schema>,
  token: string | null,
): Promise<z.output<Schema>> {
  const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json', Language: language };
  if (token) headers.Authorization = `Bearer ${token}`;
  const device = deviceId();
  if (device) headers['X-Device-Id'] = device;
  if (body !== undefined) {
    headers['Content-Type'] = bodyEncoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  }

  let response: Response;
  try {
    response = await fetch(withQuery(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : bodyEncoding === 'form' ? encodeForm(body) : JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError({ code: 'NETWORK_ERROR', message: '', status: 0, cause: error });
  }

  const payload = await readJson(response);
  const failure = failureEnvelopeSchema.safeParse(payload);
  if (failure.success) {
    throw new ApiError({
      code: failure.data.code,
      message: failure.data.message,
      status: response.status,
      value: failure.data.value,
    });
  }
  if (!response.ok) {
    throw new ApiError({ code: 'REQUEST_FAILED', message: '', status: response.status, value: payload });
  }

  const parsed = envelopeSchema(schema).safeParse(payload);
  if (!parsed.success) {
    throw new ApiError({ code: 'INVALID_RESPONSE', message: '', status: response.status, cause: parsed.error });
  }
  // Zod cannot follow a generic value schema through the envelope's object type; this is what it parsed.
  const envelope = parsed.data as Envelope<z.output<Schema>>;
  if (!envelope.success) {
    throw new ApiError({
      code: envelope.code ?? 'REQUEST_FAILED',
      message: envelope.message,
      status: response.status,
      value: envelope.value,
    });
  }
  return envelope.value;
}

/**
 * Opens a server-sent event stream of the platform API (e.g. the live balance) with the member's token in the
 * Authorization header, where EventSource cannot put it, and answers its body for `readEventStream`. A refusal
 * throws the same ApiError as any call, and a token the server no longer knows ends the session.
 */
export async function openEventStream(
  path: string,
  {
    language,
    signal,
    headers: extraHeaders,
  }: { language: Language; signal?: AbortSignal; headers?: Record<string, string> },
): Promise<ReadableStream<Uint8Array>> {
  const token = getSessionToken();
  const headers: Record<string, string> = { ...extraHeaders, Accept: 'text/event-stream', Language: language };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, { headers, signal, cache: 'no-store', credentials: 'same-origin' });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError({ code: 'NETWORK_ERROR', message: '', status: 0, cause: error });
  }
  if (response.ok && response.body) return response.body;
  const failure = failureEnvelopeSchema.safeParse(await readJson(response));
  const error = failure.success
    ? new ApiError({
        code: failure.data.code,
        message: failure.data.message,
        status: response.status,
        value: failure.data.value,
      })
    : new ApiError({ code: 'REQUEST_FAILED', message: '', status: response.status });
  followSession(error, token);
  throw error;
}

/**
 * Times one round trip to a URL on another server line. The answer is not part of the platform contract (the
 * spec's ping file), so only its arrival counts.
 */
export async function measureRoundTrip(url: string, signal?: AbortSignal): Promise<number> {
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-store', credentials: 'omit', mode: 'cors', signal });
    await response.arrayBuffer();
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError({ code: 'NETWORK_ERROR', message: '', status: 0, cause: error });
  }
  if (!response.ok) throw new ApiError({ code: 'REQUEST_FAILED', message: '', status: response.status });
  return Math.round(performance.now() - started);
}
