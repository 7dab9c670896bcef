import { envelopeSchema, failureEnvelopeSchema } from '@croupier/contracts';
import type { Envelope, Language } from '@croupier/contracts';
import type { z } from 'zod';
import { ApiError } from './api-error';

type QueryValue = string | number | boolean | undefined;

export type ApiRequestOptions<Schema extends z.ZodType> = {
  /** The contracts schema of the envelope's `value`. */
  schema: Schema;
  /** Sent as the `Language` header so the server answers messages in the visitor's language. */
  language: Language;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
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
 * The web's one HTTP client for the platform API: parses every answer as the contract's envelope and returns its
 * value, or throws an ApiError carrying the stable error code and the server's translated message.
 */
export async function apiRequest<Schema extends z.ZodType>(
  path: string,
  { schema, language, method = 'GET', query, body, signal }: ApiRequestOptions<Schema>,
): Promise<z.output<Schema>> {
  const headers: Record<string, string> = { Accept: 'application/json', Language: language };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(withQuery(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
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
