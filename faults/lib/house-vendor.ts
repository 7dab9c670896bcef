import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exited, freePort, startLoggedProcess, waitUntil } from './processes.js';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

export type HouseVendor = {
  port: number;
  url: string;
  /** Starts the process (again, on the same port, with its journal kept) and waits until /healthz answers. */
  start: (platformUrl: string) => Promise<void>;
  kill: () => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * The house vendor process (`apps/house-vendor/src/main.ts`), calling the platform at the URL given to `start`
 * (the load balancer, usually). Created before the instances, so they seed its address (`houseVendorPort`).
 */
export async function createHouseVendor(options: { secret: string; logDirectory: string }): Promise<HouseVendor> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDirectory = path.join(options.logDirectory, 'house-vendor-data');
  mkdirSync(dataDirectory, { recursive: true });
  let child: ChildProcess | undefined;
  return {
    port,
    url,
    start: async (platformUrl) => {
      child = startLoggedProcess(process.execPath, ['--import', 'tsx', 'apps/house-vendor/src/main.ts'], {
        cwd: repositoryRoot,
        logFile: path.join(options.logDirectory, 'house-vendor.log'),
        env: {
          ...process.env,
          HOST: '127.0.0.1',
          HOUSE_VENDOR_PORT: String(port),
          PLATFORM_URL: platformUrl,
          HOUSE_VENDOR_SECRET: options.secret,
          DATA_DIR: dataDirectory,
          LOG_LEVEL: 'warn',
        },
      });
      const started = child;
      await waitUntil('house vendor', async () => (await fetch(`${url}/healthz`)).ok, {
        timeoutMs: 60_000,
        child: started,
        intervalMs: 200,
      });
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
