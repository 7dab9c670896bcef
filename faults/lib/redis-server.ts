import { mkdtempSync, rmSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exited, freePort, startLoggedProcess, waitUntil } from './processes.js';

export type RedisServer = {
  port: number;
  url: string;
  /** Starts it again on the same port after `stop`. */
  start: () => Promise<void>;
  /** SIGKILL: the server is gone at once, as in a crash. */
  stop: () => Promise<void>;
  running: () => boolean;
  destroy: () => Promise<void>;
};

/** Answers true when a Redis on `port` answers PING. */
function answersPing(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** A redis-server of our own on a free loopback port, without persistence. */
export async function startRedisServer(): Promise<RedisServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'croupier-faults-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = startLoggedProcess(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', directory],
      { logFile: path.join(directory, 'redis.log') },
    );
    await waitUntil('redis-server', () => answersPing(port), { timeoutMs: 10_000, child });
  };
  const stop = async () => {
    if (!child) return;
    child.kill('SIGKILL');
    await exited(child);
    child = undefined;
  };
  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    running: () => child !== undefined,
    destroy: async () => {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
