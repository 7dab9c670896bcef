import type { z } from 'zod';
import { PlayerApiError, errorCodeOf } from './player-api-error';

type QueryValue = string | number | undefined;

/** A path of the player API with its `:name` parameters filled in and its query appended. */
export function pathOf(
  template: string,
  parameters: Record<string, string> = {},
  query: Record<string, QueryValue> = {},
): string {
  const path = template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(parameters[name] ?? ''));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * One call of the player API: the session cookie goes along, an error answer becomes a PlayerApiError with its code,
 * and a success is checked against the contract's schema so a drifted server shows an error, not a broken board.
 */
export async function requestJson<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  init: { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal } = {},
): Promise<z.infer<Schema>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers: init.body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch {
    throw new PlayerApiError('NETWORK', 0);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new PlayerApiError(errorCodeOf(body), response.status);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new PlayerApiError('NETWORK', response.status);
  return parsed.data;
}
