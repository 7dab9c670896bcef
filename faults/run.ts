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

/** Every scenario, in the order they run. Add new ones here. */
const scenarios: Scenario[] = [
  instanceKilled,
  postgresRestarted,
  redisStopped,
  replicaReads,
  pgbouncerTransactionMode,
  lotteryLeaderKilled,
  transferVendorBroken,
];

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
const cluster = await startPostgresCluster();
// Interrupted: nothing may outlive the run (the cluster is a daemon of its own, the rest our children).
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    killLiveChildren();
    void cluster.destroy().finally(() => process.exit(130));
  });
let passed = false;
try {
  passed = await runScenarios(chosen, cluster, directory);
} finally {
  await cluster.destroy();
}
// Logs are kept for a failed run, or when FAULTS_KEEP_LOGS is set.
const keep = !passed || Boolean(process.env.FAULTS_KEEP_LOGS);
if (!keep) rmSync(directory, { recursive: true, force: true });
console.log(
  `\n${passed ? 'all fault scenarios passed' : 'FAULT SCENARIOS FAILED'}${keep ? ` (logs in ${directory})` : ''} (${chosen.length} scenarios, ${((Date.now() - started) / 1000).toFixed(0)} s)`,
);
process.exit(passed ? 0 : 1);
