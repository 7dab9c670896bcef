import { countFirstOutcomes, createBetLoad } from '../lib/bet-load.js';
import type { SentBet } from '../lib/bet-load.js';
import { describeFailures, describeFirstOutcomes, retryAndCheckLedger } from '../lib/bet-checks.js';
import { startPlatformStack } from '../lib/platform-stack.js';
import type { ShutdownMode } from '../lib/postgres-cluster.js';
import { pause } from '../lib/processes.js';
import { figure } from '../lib/scenario.js';
import type { Scenario } from '../lib/scenario.js';

const downMs = 2_000;
const upMs = 2_500;

/**
 * Bets through HAProxy while PostgreSQL is stopped and started again twice, once with `pg_ctl stop -m fast`
 * (sessions ended cleanly) and once with `-m immediate` (a crash: recovery at the next start), each time held down
 * for two seconds. The instances keep running throughout: while the database is away a bet must get a 503 with
 * the code SERVICE_UNAVAILABLE, and once it is back their pools must serve again by themselves.
 */
export const postgresRestarted: Scenario = {
  name: 'postgres-restarted',
  proves: 'PostgreSQL stopped (fast, then immediate) under load: 503 SERVICE_UNAVAILABLE while down, pools recover',
  run: async (context) => {
    const stack = await startPlatformStack(context, { players: 40 });
    const [a, b] = stack.instances;
    const load = createBetLoad({
      baseUrl: stack.loadBalancer.url,
      players: stack.players,
      secret: stack.houseVendorSecret,
    });
    let done = false;
    const running = load.run({ concurrency: 16, durationMs: 60_000, stop: () => done });
    const windows: { name: string; from: number; to: number }[] = [];
    const mark = (name: string, from: number) => windows.push({ name, from, to: Date.now() });
    let from = Date.now();
    await pause(upMs);
    mark('up', from);
    for (const mode of ['fast', 'immediate'] satisfies ShutdownMode[]) {
      from = Date.now();
      await context.cluster.stop(mode);
      mark(`stopping (${mode})`, from);
      from = Date.now();
      await pause(downMs);
      mark(`down (${mode})`, from);
      from = Date.now();
      await context.cluster.start();
      mark(`starting (${mode})`, from);
      from = Date.now();
      await pause(upMs);
      mark(`back (${mode})`, from);
    }
    // The last second on its own: by then every bet must be served.
    from = Date.now();
    await pause(1_000);
    mark('settled', from);
    done = true;
    const bets = await running;

    const inWindow = (name: string) => {
      const window = windows.find((candidate) => candidate.name === name);
      return bets.filter((bet) => window && bet.sentAt >= window.from && bet.sentAt < window.to);
    };
    for (const window of windows)
      context.report(`${window.name.padEnd(20)} ${describeFirstOutcomes(inWindow(window.name))}`);
    context.report(`failed first attempts:${describeFailures(bets) || ' none'}`);
    const counts = countFirstOutcomes(bets);
    const down: SentBet[] = [...inWindow('down (fast)'), ...inWindow('down (immediate)')];
    const downCounts = countFirstOutcomes(down);
    context.check(
      'while the database is down, bets are answered 503 SERVICE_UNAVAILABLE',
      downCounts.unavailable > 0 && downCounts.acknowledged === 0,
      `${figure(downCounts.unavailable)} such answers while down, ${figure(downCounts.acknowledged)} acknowledged`,
    );
    context.check(
      'no other 5xx, no refusal (connections reset are the only other failure allowed)',
      counts['server-error'] === 0 && counts.gateway === 0 && counts.refused === 0,
      `${figure(counts['server-error'])} other 5xx of the platform, ${figure(counts.gateway)} of HAProxy, ${figure(counts.refused)} refused`,
    );
    const settled = countFirstOutcomes(inWindow('settled'));
    context.check(
      'the pools recover by themselves: every bet acknowledged once the database is back',
      settled.acknowledged > 0 && settled.acknowledged === inWindow('settled').length,
      `${figure(settled.acknowledged)} of ${figure(inWindow('settled').length)} in the last second`,
    );
    context.check(
      'the instances were never restarted',
      a.running() && b.running() && a.starts() === 1 && b.starts() === 1,
      `A ${a.running() ? 'running' : 'gone'}, B ${b.running() ? 'running' : 'gone'}, each started once`,
    );
    await retryAndCheckLedger(context, [load], stack.databaseUrl);
  },
};
