/**
 * PGlite has one connection: requests sent "at once" run one after another there, so a race on it proves nothing.
 * Race tests run only on PostgreSQL (a pool of real connections), under names that say so; what a race would
 * check that still means something in turn (a replay answered alike, a second debit refused) runs everywhere.
 */
export const onPostgres = Boolean(process.env.DATABASE_URL);

/** `count` calls of `task` started together. */
export function allAtOnce<Result>(count: number, task: (index: number) => Promise<Result>): Promise<Result[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => task(index)));
}

/** `count` calls of `task`, each after the previous one answered. */
export async function oneAfterAnother<Result>(
  count: number,
  task: (index: number) => Promise<Result>,
): Promise<Result[]> {
  const results: Result[] = [];
  for (let index = 0; index < count; index += 1) results.push(await task(index));
  return results;
}

export type Sender = <Result>(count: number, task: (index: number) => Promise<Result>) => Promise<Result[]>;

/** How a test repeats a call: in turn everywhere, and also all at once where that is a real race (PostgreSQL). */
export const sendModes: [name: string, send: Sender][] = [
  ['one after another', oneAfterAnother],
  ...(onPostgres ? [['all at once on PostgreSQL', allAtOnce] satisfies [string, Sender]] : []),
];
