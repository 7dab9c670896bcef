import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exited, freePort, startLoggedProcess, waitUntil } from './processes.js';

/** The committed configuration: the harness tests the file operators deploy (see docs/scaling.md). */
export const haproxyConfigFile = fileURLToPath(new URL('../../deploy/haproxy/haproxy.cfg', import.meta.url));

export type LoadBalancer = { port: number; url: string; stop: () => Promise<void> };

/**
 * HAProxy on a free loopback port in front of exactly two instances (the configuration names two servers), ready
 * once a request through it is answered.
 */
export async function startLoadBalancer(options: {
  backends: readonly [{ port: number }, { port: number }];
  logDirectory: string;
}): Promise<LoadBalancer> {
  const port = await freePort();
  const child: ChildProcess = startLoggedProcess('haproxy', ['-f', haproxyConfigFile, '-db'], {
    logFile: path.join(options.logDirectory, 'haproxy.log'),
    env: {
      ...process.env,
      CROUPIER_LISTEN: `127.0.0.1:${port}`,
      CROUPIER_APP_1: `127.0.0.1:${options.backends[0].port}`,
      CROUPIER_APP_2: `127.0.0.1:${options.backends[1].port}`,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(
    'haproxy',
    async () => (await fetch(`${url}/common/v.1.0.1/ping.json`, { signal: AbortSignal.timeout(1_000) })).ok,
    { timeoutMs: 15_000, child },
  );
  return {
    port,
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
