import type { Database } from './client.js';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type IsolationLevel = 'read committed' | 'repeatable read' | 'serializable';

/** SQLSTATEs that mean "run the whole transaction again": serialization failure and deadlock. */
const retryableStates = new Set(['40001', '40P01']);

/** True when the error, or one it was caused by (drivers and Drizzle wrap them), matches. */
export function hasCause(error: unknown, matches: (cause: unknown) => boolean): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (matches(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const sqlStateOf = (cause: unknown) => (cause as { code?: unknown }).code;

export function isRetryableError(error: unknown): boolean {
  return hasCause(error, (cause) => {
    const code = sqlStateOf(cause);
    return typeof code === 'string' && retryableStates.has(code);
  });
}

/** A unique constraint refused the write (SQLSTATE 23505): usually a first delivery of a key that raced another. */
export function isUniqueViolation(error: unknown): boolean {
  return hasCause(error, (cause) => sqlStateOf(cause) === '23505');
}

export type TransactionOptions = {
  isolationLevel?: IsolationLevel;
  maxAttempts?: number;
  /** Waits between attempts; injected so tests do not sleep. */
  backoff?: (attempt: number) => Promise<void>;
};

const jitteredBackoff = (attempt: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.random() * 5 * 2 ** attempt));

/**
 * The one way to start a transaction. Serialization failures and deadlocks are retried up to
 * `maxAttempts` times in all; any other error, or the last retryable one, is thrown unchanged.
 * `work` may run more than once, so it must not have effects outside the database.
 */
export async function runInTransaction<Result>(
  db: Database,
  work: (transaction: Transaction) => Promise<Result>,
  options: TransactionOptions = {},
): Promise<Result> {
  const maxAttempts = options.maxAttempts ?? 5;
  const backoff = options.backoff ?? jitteredBackoff;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work, { isolationLevel: options.isolationLevel ?? 'read committed' });
    } catch (error) {
      if (attempt >= maxAttempts || !isRetryableError(error)) throw error;
      await backoff(attempt);
    }
  }
}
