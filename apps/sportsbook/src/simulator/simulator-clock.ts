/**
 * The feed's only link to time. The system clock runs real timers; the stepped clock lets a test move time by hand
 * and waits for every task it fires, so no test sleeps and no real timer runs in one.
 */
export type SimulatorClock = {
  now(): number;
  /** Runs `task` every `intervalMs` (a run never overlaps the previous one) until the returned stop is called. */
  every(intervalMs: number, task: () => Promise<void>): () => void;
};

export const systemClock: SimulatorClock = {
  now: () => Date.now(),
  every(intervalMs, task) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      void task().finally(() => {
        running = false;
      });
    }, intervalMs);
    timer.unref?.();
    return () => clearInterval(timer);
  },
};

export type SteppedClock = SimulatorClock & {
  /** Moves time forward, running each due task at its own time, in time order, and waiting for it. */
  advance(milliseconds: number): Promise<void>;
};

export function createSteppedClock(start: number): SteppedClock {
  let now = start;
  type Task = { intervalMs: number; nextAt: number; task: () => Promise<void>; stopped: boolean };
  const tasks: Task[] = [];
  return {
    now: () => now,
    every(intervalMs, task) {
      if (!(intervalMs > 0)) throw new RangeError('the interval must be positive');
      const entry: Task = { intervalMs, nextAt: now + intervalMs, task, stopped: false };
      tasks.push(entry);
      return () => {
        entry.stopped = true;
      };
    },
    async advance(milliseconds) {
      const until = now + milliseconds;
      for (;;) {
        let due: Task | undefined;
        for (const entry of tasks) {
          if (!entry.stopped && entry.nextAt <= until && (!due || entry.nextAt < due.nextAt)) due = entry;
        }
        if (!due) break;
        now = due.nextAt;
        due.nextAt += due.intervalMs;
        await due.task();
      }
      now = until;
    },
  };
}
