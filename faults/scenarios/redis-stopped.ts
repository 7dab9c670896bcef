import { relayChannel } from '../../apps/server/src/lib/event-relays.js';
import { countFirstOutcomes, createBetLoad, isAcknowledged, openHouseSession } from '../lib/bet-load.js';
import type { SentBet } from '../lib/bet-load.js';
import { describeFailures, describeFirstOutcomes, retryAndCheckLedger } from '../lib/bet-checks.js';
import { logIn, openBalanceStream, watchRedisChannel } from '../lib/member-session.js';
import { startPlatformStack } from '../lib/platform-stack.js';
import { waitUntil } from '../lib/processes.js';
import { figure } from '../lib/scenario.js';
import type { Scenario } from '../lib/scenario.js';

/** The balance a bet's answer told. */
const answeredBalance = (bet: SentBet | undefined) =>
  bet?.answer ? (JSON.parse(bet.answer) as { value: { balance: string } }).value.balance : undefined;

/**
 * Two instances with REDIS_URL set, bets through HAProxy, and the demo member's live balance stream held by
 * instance B while that member's bets go to instance A: with Redis up (the change crosses through Redis), with
 * Redis killed (it must cross through PostgreSQL NOTIFY, and bets must be served as before), and with Redis started
 * again (through Redis once more).
 */
export const redisStopped: Scenario = {
  name: 'redis-stopped',
  proves: "Redis killed under load: bets served, B's live balance still hears bets made on A, and once Redis is back",
  run: async (context) => {
    const stack = await startPlatformStack(context, { players: 20, redis: true });
    const redis = stack.redis;
    if (!redis) throw new Error('the stack has no Redis');
    const [a, b] = stack.instances;
    const demo = await openHouseSession(stack.databaseUrl, 'demo');
    const stream = await openBalanceStream(b.url, await logIn(a.url, 'demo', 'Demo@2026'));
    context.defer(async () => stream.close());
    const load = createBetLoad({
      baseUrl: stack.loadBalancer.url,
      players: stack.players,
      secret: stack.houseVendorSecret,
    });
    // One bet at a time, so the last answer is the member's balance.
    const demoLoad = createBetLoad({ baseUrl: a.url, players: [demo], secret: stack.houseVendorSecret });
    let done = false;
    const background = load.run({ concurrency: 8, durationMs: 60_000, stop: () => done });
    const windows: { name: string; from: number; to: number }[] = [];

    const phase = async (name: string, durationMs: number) => {
      const from = Date.now();
      const watcher = redis.running() ? await watchRedisChannel(redis.port, relayChannel) : undefined;
      const bets = await demoLoad.run({ concurrency: 1, durationMs });
      const balance = answeredBalance(bets.filter(isAcknowledged).at(-1));
      const heard = balance !== undefined && (await stream.waitFor(balance, 5_000));
      const onRedis = watcher?.messages() ?? 0;
      watcher?.close();
      windows.push({ name, from, to: Date.now() });
      context.report(
        `Redis ${name.padEnd(5)} bets of demo on A: ${describeFirstOutcomes(bets)}; B's stream heard the last balance (${balance}): ${heard ? 'yes' : 'NO'}; messages on the Redis channel: ${figure(onRedis)}`,
      );
      context.check(
        `Redis ${name}: the stream on B hears the balance of bets made on A`,
        heard && bets.every(isAcknowledged),
        `${figure(bets.filter(isAcknowledged).length)} of ${figure(bets.length)} acknowledged, last balance ${heard ? '' : 'not '}heard${describeFailures(bets)}`,
      );
      return onRedis;
    };

    const throughRedisFirst = await phase('up', 1_500);
    await redis.stop();
    await phase('down', 2_500);
    await redis.start();
    // The instances' Redis clients reconnect by themselves, after a back-off of up to 5 s; the load keeps publishing.
    const restartedAt = Date.now();
    const watcher = await watchRedisChannel(redis.port, relayChannel);
    await waitUntil('the relay back on Redis', async () => watcher.messages() > 0, { timeoutMs: 20_000 });
    watcher.close();
    context.report(
      `the instances published on Redis again ${((Date.now() - restartedAt) / 1000).toFixed(1)} s after it started`,
    );
    const throughRedisAgain = await phase('back', 1_500);
    context.check(
      'the relay goes through Redis when it is up, before and after the outage',
      throughRedisFirst > 0 && throughRedisAgain > 0,
      `${figure(throughRedisFirst)} messages on the channel before, ${figure(throughRedisAgain)} after`,
    );
    done = true;
    const bets = await background;
    for (const window of windows) {
      const inWindow = bets.filter((bet) => bet.sentAt >= window.from && bet.sentAt < window.to);
      context.report(`Redis ${window.name.padEnd(5)} bets through HAProxy: ${describeFirstOutcomes(inWindow)}`);
    }
    const counts = countFirstOutcomes(bets);
    context.check(
      'the platform keeps serving bets without Redis',
      counts.acknowledged === bets.length,
      `${figure(counts.acknowledged)} of ${figure(bets.length)} acknowledged at the first attempt${describeFailures(bets)}`,
    );
    await retryAndCheckLedger(context, [load, demoLoad], stack.databaseUrl);
  },
};
