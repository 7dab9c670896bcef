import { envelopeSchema, failureEnvelopeSchema } from '@croupier/contracts';
import type { Envelope } from '@croupier/contracts';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { i18n } from './i18n';
import { endSession, getSessionToken } from './operator-session';

export type QueryValues = Record<string, string | number | undefined>;

export function withQuery(path: string, query: QueryValues | undefined): string {
  const parameters = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') parameters.set(name, String(value));
  }
  const search = parameters.toString();
  return search ? `${path}?${search}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** A failure answer as an ApiError; a token the server no longer knows ends the session (back to the login). */
export async function failureOf(response: Response, sentToken: string | null): Promise<ApiError> {
  const failure = failureEnvelopeSchema.safeParse(await readJson(response));
  const error = failure.success
    ? new ApiError({ code: failure.data.code, message: failure.data.message, status: response.status })
    : new ApiError({ code: 'REQUEST_FAILED', message: '', status: response.status });
  if (error.code === 'NOT_LOGGED_IN' && sentToken && sentToken === getSessionToken()) endSession('expired');
  return error;
}

/** Calls `/bo/*` with the operator's token and the console's language; answers the envelope's parsed value. */
export async function request(
  path: string,
  options: {
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    query?: QueryValues;
    body?: unknown;
    signal?: AbortSignal;
    /** Set once per intended action (not per attempt), so a retried request is recognised as the same action. */
    idempotencyKey?: string;
  } = {},
): Promise<Response> {
  const token = getSessionToken();
  const headers: Record<string, string> = { Language: i18n.language === 'en' ? 'en' : 'th' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'omit',
      cache: 'no-store',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ code: 'NETWORK_ERROR', message: '', status: 0, cause: error });
  }
  if (!response.ok) throw await failureOf(response, token);
  return response;
}

export async function apiRequest<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  options: Parameters<typeof request>[1] = {},
): Promise<z.output<Schema>> {
  const response = await request(path, options);
  const parsed = envelopeSchema(schema).safeParse(await readJson(response));
  if (!parsed.success) {
    throw new ApiError({ code: 'INVALID_RESPONSE', message: '', status: response.status, cause: parsed.error });
  }
  // Zod cannot follow a generic value schema through the envelope's object type; this is what it parsed.
  return (parsed.data as Envelope<z.output<Schema>>).value;
}
