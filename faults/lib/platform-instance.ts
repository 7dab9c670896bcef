import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exited, freePort, startLoggedProcess, waitUntil } from './processes.js';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

export type PlatformInstanceOptions = {
  /** Names its log file (`<name>.log` in `logDirectory`) and what the harness prints. */
  name: string;
  databaseUrl: string;
  redisUrl?: string | undefined;
  /** The house vendor's signing secret; the same for every instance of one platform. */
  houseVendorSecret: string;
  /** Where the house vendor listens, when a scenario runs one (seeded as the vendor's address). */
  houseVendorPort?: number;
  logDirectory: string;
  /** Anything else the scenario wants in the instance's environment. */
  environment?: Record<string, string>;
};

export type PlatformInstance = {
  name: string;
  port: number;
  url: string;
  /** Starts the process (again, on the same port) and waits until /healthz answers 200. */
  start: () => Promise<void>;
  /** SIGKILL: no graceful close, connections cut, in-flight requests lost, as when a machine dies. */
  kill: () => Promise<void>;
  /** SIGTERM: the graceful shutdown. */
  stop: () => Promise<void>;
  running: () => boolean;
  /** How many times `start` was called: a scenario proving the instances were not restarted reads 1. */
  starts: () => number;
};

/** `url` with `application_name` set to `name` (node-postgres takes it from the connection string). */
function withApplicationName(url: string, name: string) {
  const named = new URL(url);
  named.searchParams.set('application_name', name);
  return named.toString();
}

/**
 * One platform instance as production runs it (`node --import tsx apps/server/src/main.ts`): it migrates the
 * database and seeds the demo brand at boot. Start the first instance of a fresh database alone, then the others,
 * so two boots never migrate at once.
 */
export async function createPlatformInstance(options: PlatformInstanceOptions): Promise<PlatformInstance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDirectory = path.join(options.logDirectory, `${options.name}-data`);
  mkdirSync(dataDirectory, { recursive: true });
  let child: ChildProcess | undefined;
  let starts = 0;
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  return {
    name: options.name,
    port,
    url,
    running,
    starts: () => starts,
    start: async () => {
      if (running()) throw new Error(`${options.name} is already running`);
      starts += 1;
      child = startLoggedProcess(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: repositoryRoot,
        logFile: path.join(options.logDirectory, `${options.name}.log`),
        env: {
          ...process.env,
          NODE_ENV: 'development',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDirectory,
          // Names the instance's PostgreSQL sessions (pg_stat_activity.application_name): a scenario finds which
          // instance holds a job's advisory lock from its session.
          DATABASE_URL: withApplicationName(options.databaseUrl, options.name),
          REDIS_URL: options.redisUrl ?? '',
          HOUSE_VENDOR_SECRET: options.houseVendorSecret,
          HOUSE_VENDOR_PORT: String(options.houseVendorPort ?? 1),
          SEED_DEMO: 'true',
          LOG_LEVEL: 'warn',
          // The load balancer on loopback forwards the client's address.
          TRUSTED_PROXIES: '127.0.0.1',
          WEB_DIST_DIR: path.join(dataDirectory, 'no-web'),
          SHUTDOWN_TIMEOUT_MS: '5000',
          ...options.environment,
        },
      });
      const started = child;
      await waitUntil(
        options.name,
        async () => (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1_000) })).status === 200,
        { timeoutMs: 90_000, child: started, intervalMs: 200 },
      );
    },
    kill: async () => {
      if (!child) return;
      child.kill('SIGKILL');
      await exited(child);
    },
    stop: async () => {
      if (!child) return;
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
