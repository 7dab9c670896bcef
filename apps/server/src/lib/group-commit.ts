/**
 * Group commit: requests that arrive while earlier calls are running wait and then go together, as one database
 * call and one commit, each with its own result. Nothing waits on a timer: with a call slot free a request goes
 * after the current turn of the event loop (alone under light load), and batches only form when the database is
 * the bottleneck, growing with the load. A batch that fails as a whole (an error, not a refusal: refusals are results) is not answered with that
 * error: each of its requests then runs on its own, so one bad request never fails its neighbours.
 *
 * `runBatch` must answer one result per item, in the items' order, and must be safe to follow by `runOne` of the
 * same items after it failed (exactly-once requests, keyed: a batch that committed before its connection died is
 * then replayed, not applied twice).
 */
export function createGroupCommit<Item, Result>(options: {
  runBatch: (items: readonly Item[]) => Promise<Result[]>;
  runOne: (item: Item) => Promise<Result>;
  /** The most items in one call. */
  maxBatchSize: number;
  /** How many calls may run at once; more requests wait for the next batch. */
  maxCallsInFlight: number;
  /** Told when a whole batch failed and its items are run one by one. */
  onBatchFailed?: (error: unknown, size: number) => void;
}) {
  type Waiting = { item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void };
  const { runBatch, runOne, maxBatchSize, maxCallsInFlight, onBatchFailed } = options;
  let waiting: Waiting[] = [];
  let callsInFlight = 0;
  let pumpScheduled = false;

  async function runAlone(entry: Waiting) {
    try {
      entry.resolve(await runOne(entry.item));
    } catch (error) {
      entry.reject(error);
    }
  }

  async function run(batch: Waiting[]) {
    if (batch.length === 1) {
      await runAlone(batch[0] as Waiting);
      return;
    }
    let results: Result[];
    try {
      results = await runBatch(batch.map((entry) => entry.item));
      if (results.length !== batch.length) throw new Error(`batch of ${batch.length} answered ${results.length}`);
    } catch (error) {
      onBatchFailed?.(error, batch.length);
      await Promise.all(batch.map(runAlone));
      return;
    }
    batch.forEach((entry, index) => entry.resolve(results[index] as Result));
  }

  /**
   * What waits is shared across the free call slots rather than taken by the first one: a single large batch would
   * leave the database idle while its answers go out and the next requests come in, and the server idle while the
   * database works. Several smaller calls overlap the two.
   */
  function pump() {
    while (callsInFlight < maxCallsInFlight && waiting.length > 0) {
      const share = Math.ceil(waiting.length / (maxCallsInFlight - callsInFlight));
      const size = Math.min(maxBatchSize, share);
      const batch = waiting.length <= size ? waiting : waiting.slice(0, size);
      waiting = batch === waiting ? [] : waiting.slice(size);
      callsInFlight += 1;
      void run(batch).finally(() => {
        callsInFlight -= 1;
        schedulePump();
      });
    }
  }

  /**
   * Calls start after the current turn of the event loop, so every request read in the same turn joins them. An
   * in-process database (PGlite) runs a call without yielding: started at once, the first request would always
   * finish before the next one was read, and no batch would ever form.
   */
  function schedulePump() {
    if (pumpScheduled) return;
    pumpScheduled = true;
    setImmediate(() => {
      pumpScheduled = false;
      pump();
    });
  }

  return {
    submit(item: Item): Promise<Result> {
      return new Promise<Result>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        schedulePump();
      });
    },
  };
}
