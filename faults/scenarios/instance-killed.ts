import { countFirstOutcomes, createBetLoad } from '../lib/bet-load.js';
import { describeFailures, describeFirstOutcomes, retryAndCheckLedger } from '../lib/bet-checks.js';
import { startPlatformStack } from '../lib/platform-stack.js';
import { pause } from '../lib/processes.js';
import { figure } from '../lib/scenario.js';
import type { Scenario } from '../lib/scenario.js';

/**
 * Bets through HAProxy to instances A and B; A is killed with SIGKILL mid-load, B carries on alone, A is started
 * again and rejoins. Requests in flight on A die with it (HAProxy answers 502, or the connection drops): those
 * bets may or may not have landed, and their retries with the same id and body must land exactly once.
 */
export const instanceKilled: Scenario = {
  name: 'instance-killed',
  proves: 'kill -9 of one instance under bet load behind HAProxy: acknowledged bets kept once, retries land once',
  run: async (context) => {
    const stack = await startPlatformStack(context, { players: 40 });
    const [a] = stack.instances;
    const load = createBetLoad({
      baseUrl: stack.loadBalancer.url,
      players: stack.players,
      secret: stack.houseVendorSecret,
    });
    let restarted = false;
    const running = load.run({ concurrency: 16, durationMs: 60_000, stop: () => restarted });
    await pause(2_500);
    const killedAt = Date.now();
    await a.kill();
    await pause(2_500);
    const restartedAt = Date.now();
    await a.start();
    const backAt = Date.now();
    // A little load with both instances serving again before the load stops.
    await pause(1_500);
    restarted = true;
    const bets = await running;

    const before = bets.filter((bet) => bet.sentAt < killedAt);
    const whileDown = bets.filter((bet) => bet.sentAt >= killedAt && bet.sentAt < restartedAt);
    const restarting = bets.filter((bet) => bet.sentAt >= restartedAt && bet.sentAt < backAt);
    const after = bets.filter((bet) => bet.sentAt >= backAt);
    context.report(`both up:    ${describeFirstOutcomes(before)}`);
    context.report(`A killed:   ${describeFirstOutcomes(whileDown)}`);
    context.report(
      `A booting:  ${describeFirstOutcomes(restarting)} (${((backAt - restartedAt) / 1000).toFixed(1)} s)`,
    );
    context.report(`A back:     ${describeFirstOutcomes(after)}`);
    const counts = countFirstOutcomes(bets);
    context.report(`failed first attempts:${describeFailures(bets) || ' none'}`);
    context.check(
      'only the requests cut by the kill failed, and never with a 5xx of the platform',
      counts['server-error'] === 0 && counts.refused === 0 && counts.unavailable === 0,
      `${figure(counts['server-error'])} other 5xx, ${figure(counts.refused)} refused, ${figure(counts.unavailable)} 503${describeFailures(bets.filter((bet) => bet.outcomes[0] === 'server-error' || bet.outcomes[0] === 'refused'))}`,
    );
    context.check(
      'B serves alone while A is down',
      countFirstOutcomes(whileDown).acknowledged > 0 && countFirstOutcomes(restarting).acknowledged > 0,
      `${figure(countFirstOutcomes(whileDown).acknowledged + countFirstOutcomes(restarting).acknowledged)} acknowledged while A was down or booting`,
    );
    await retryAndCheckLedger(context, [load], stack.databaseUrl);
  },
};
