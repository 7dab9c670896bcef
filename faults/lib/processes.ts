import { spawn } from 'node:child_process';
import type { ChildProcess, SpawnOptions } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';

/** A port nobody listens on right now, on loopback. */
export async function freePort(): Promise<number> {
  // Lanes run at once (run.ts): a port handed out is never handed out again in this run, even once it is free.
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        const found = typeof address === 'object' && address ? address.port : 0;
        server.close(() => resolve(found));
      });
    });
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

const handedOut = new Set<number>();

export const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

const liveChildren = new Set<ChildProcess>();

/** A long-running child whose output goes to `logFile` (kept for a failed run to be read). */
export function startLoggedProcess(command: string, args: string[], options: SpawnOptions & { logFile: string }) {
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  liveChildren.add(child);
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  child.once('exit', () => {
    liveChildren.delete(child);
    log.end();
  });
  return child;
}

/** SIGKILL to every child `startLoggedProcess` started that still runs: for a run that is interrupted. */
export function killLiveChildren() {
  for (const child of liveChildren) child.kill('SIGKILL');
}

/** Resolves once the child has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Runs a command to its end; rejects with its output when it fails. */
export function runCommand(command: string, args: string[], options: SpawnOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed (${code}): ${output}`)),
    );
  });
}

/** Polls `probe` until it answers true; fails after `timeoutMs`, or at once when `child` exits meanwhile. */
export async function waitUntil(
  what: string,
  probe: () => Promise<boolean>,
  options: { timeoutMs: number; child?: ChildProcess; intervalMs?: number },
) {
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    if (options.child && (options.child.exitCode !== null || options.child.signalCode !== null))
      throw new Error(`${what}: the process exited (${options.child.exitCode ?? options.child.signalCode})`);
    if (await probe().catch(() => false)) return;
    await pause(options.intervalMs ?? 100);
  }
  throw new Error(`${what}: not ready within ${options.timeoutMs} ms`);
}
