import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPostgresCluster } from './lib/postgres-cluster.js';
import { killLiveChildren } from './lib/processes.js';
import { runScenarios } from './lib/scenario.js';
import type { Scenario } from './lib/scenario.js';
import { instanceKilled } from './scenarios/instance-killed.js';
import { lotteryLeaderKilled } from './scenarios/lottery-leader-killed.js';
import { pgbouncerTransactionMode } from './scenarios/pgbouncer-transaction-mode.js';
import { postgresRestarted } from './scenarios/postgres-restarted.js';
import { redisStopped } from './scenarios/redis-stopped.js';
import { replicaReads } from './scenarios/replica-reads.js';
import { transferVendorBroken } from './scenarios/transfer-vendor-broken.js';

/**
 * Every scenario, in lanes: the lanes run at once, each on its own PostgreSQL cluster, and the scenarios of a lane
 * one after another. The two that wait on the clock (a lottery draw falling due, the transfer sweeper's delay) have a
 * lane each, so the run takes about as long as its longest lane. Add new scenarios to a lane here.
 */
const lanes: Scenario[][] = [
  [instanceKilled, postgresRestarted, redisStopped, replicaReads, pgbouncerTransactionMode],
  [lotteryLeaderKilled],
  [transferVendorBroken],
];
const scenarios = lanes.flat();

// `npm run test:faults -- <name> ...` runs only the named scenarios.
const wanted = process.argv.slice(2);
const chosen = wanted.length > 0 ? scenarios.filter((scenario) => wanted.includes(scenario.name)) : scenarios;
const unknown = wanted.filter((name) => !scenarios.some((scenario) => scenario.name === name));
if (unknown.length > 0) {
  console.error(
    `no scenario named ${unknown.join(', ')}; there are: ${scenarios.map((scenario) => scenario.name).join(', ')}`,
  );
  process.exit(1);
}
const directory = mkdtempSync(path.join(tmpdir(), 'croupier-faults-'));
const started = Date.now();
const chosenLanes = lanes
  .map((lane) => lane.filter((scenario) => chosen.includes(scenario)))
  .filter((lane) => lane.length > 0);
const clusters = await Promise.all(chosenLanes.map(() => startPostgresCluster()));
// Interrupted: nothing may outlive the run (the clusters are daemons of their own, the rest our children).
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    killLiveChildren();
    void Promise.all(clusters.map((cluster) => cluster.destroy())).finally(() => process.exit(130));
  });
let passed = false;
try {
  // Each lane's lines are printed together once it ends, so lanes running at once do not interleave.
  const verdicts = await Promise.all(
    chosenLanes.map(async (lane, index) => {
      const lines: string[] = [];
      const cluster = clusters[index];
      if (!cluster) throw new Error('a lane without its cluster');
      const lanePassed = await runScenarios(lane, cluster, directory, (line) => lines.push(line));
      console.log(lines.join('\n'));
      return lanePassed;
    }),
  );
  passed = verdicts.every(Boolean);
} finally {
  await Promise.all(clusters.map((cluster) => cluster.destroy()));
}
// Logs are kept for a failed run, or when FAULTS_KEEP_LOGS is set.
const keep = !passed || Boolean(process.env.FAULTS_KEEP_LOGS);
if (!keep) rmSync(directory, { recursive: true, force: true });
console.log(
  `\n${passed ? 'all fault scenarios passed' : 'FAULT SCENARIOS FAILED'}${keep ? ` (logs in ${directory})` : ''} (${chosen.length} scenarios in ${chosenLanes.length} lanes, ${((Date.now() - started) / 1000).toFixed(0)} s)`,
);
process.exit(passed ? 0 : 1);
