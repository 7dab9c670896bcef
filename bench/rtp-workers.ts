// What the RTP benches share: the simulation split into tasks run on worker threads, and a measured return set
// against the stated one with its 99% confidence interval, printed the same way.
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { describeMoments, mergeMoments } from '../apps/house-vendor/src/slots/slot-statistics.js';
import type { SampleMoments } from '../apps/house-vendor/src/slots/slot-statistics.js';

export const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

/** Worker threads for the benches: `BENCH_RTP_WORKERS`, else every core. */
export const rtpWorkerCount = () => Math.max(1, Number(process.env.BENCH_RTP_WORKERS ?? availableParallelism()));

/** `total` rounds as task sizes of at most `perTask`: small enough to share out evenly, large enough to be rare. */
export const taskSizes = (total: number, perTask: number): number[] =>
  Array.from({ length: Math.ceil(total / perTask) }, (_, index) => Math.min(perTask, total - index * perTask));

/** In a worker started for `role`, answers every task with its simulation. */
export function serveWorkerTasks<Task, Result>(role: string, simulate: (task: Task) => Result): void {
  if (!isMainThread && workerData === role)
    parentPort?.on('message', (task: Task) => parentPort?.postMessage(simulate(task)));
}

/**
 * Runs the tasks on `workerCount` threads, each pulling the next task when it finishes one. A worker runs the
 * bench's own module (`moduleUrl`); tsx's loader does not reach worker threads by itself, so the worker registers
 * it before importing the TypeScript.
 */
export async function runWorkerTasks<Task, Result>(
  moduleUrl: string,
  role: string,
  tasks: readonly Task[],
  workerCount: number,
): Promise<Result[]> {
  const bootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then((tsx) => { tsx.register(); return import(${JSON.stringify(moduleUrl)}); });`;
  const results: Result[] = [];
  let next = 0;
  const runWorker = () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(bootstrap, { eval: true, workerData: role });
      const sendNext = () => {
        const task = tasks[next];
        next += 1;
        if (task) worker.postMessage(task);
        else void worker.terminate().then(() => resolve());
      };
      worker.on('message', (result: Result) => {
        results.push(result);
        sendNext();
      });
      worker.on('error', reject);
      worker.on('online', sendNext);
    });
  await Promise.all(Array.from({ length: workerCount }, runWorker));
  return results;
}

/** The measured return of some tasks' moments against a stated one: the 99% interval and whether it holds it. */
export function measureAgainstStated(moments: readonly SampleMoments[], stated: number) {
  const merged = moments.reduce(mergeMoments);
  const measured = describeMoments(merged, 0.99);
  return {
    count: merged.count,
    measured,
    inside: stated >= measured.low && stated <= measured.high,
    interval: `${percent(measured.low)} – ${percent(measured.high)}`,
  };
}
