/**
 * Runs work one at a time per key, in arrival order, inside this process; different keys run side by side.
 * For work that must read and then act on something outside the database (a vendor's balance), where no row
 * lock can span the remote call.
 */
export function createKeyedLock() {
  const tails = new Map<string, Promise<void>>();
  return async function runExclusive<Result>(key: string, work: () => Promise<Result>): Promise<Result> {
    const current = (tails.get(key) ?? Promise.resolve()).then(work);
    const tail = current.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    try {
      return await current;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}

export type KeyedLock = ReturnType<typeof createKeyedLock>;
