import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, runCommand } from './processes.js';

/** PostgreSQL's binaries: POSTGRES_BIN_DIR, else the newest /usr/lib/postgresql/<version>/bin (Debian's layout). */
function binaryDirectory() {
  if (process.env.POSTGRES_BIN_DIR) return process.env.POSTGRES_BIN_DIR;
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error('PostgreSQL binaries not found: install postgresql or set POSTGRES_BIN_DIR');
  return path.join('/usr/lib/postgresql', versions[0], 'bin');
}

/**
 * Runs one of PostgreSQL's programs (initdb, pg_ctl, pg_basebackup…) to its end. initdb and the server refuse to run
 * as root: as root, it runs as the `postgres` user through runuser, on folders that user owns (`ownedByPostgres`).
 */
export function runPostgresBinary(binary: string, args: string[]) {
  const program = path.join(binaryDirectory(), binary);
  return userInfo().uid === 0
    ? runCommand('runuser', ['-u', 'postgres', '--', program, ...args])
    : runCommand(program, args);
}

/**
 * A new temporary folder, made by the `postgres` user when we are root, so PostgreSQL's programs can write in it.
 * The folder is made by that user itself (mktemp through runuser) so it is one that user can reach: a CI sandbox
 * may give root a private temporary folder other users cannot enter, and then the postgres user's home is used.
 */
export async function ownedByPostgres(prefix: string) {
  if (userInfo().uid !== 0) return mkdtempSync(path.join(tmpdir(), prefix));
  const home = (await runCommand('getent', ['passwd', 'postgres'])).trim().split(':')[5];
  const failures: string[] = [];
  for (const base of [tmpdir(), home].filter((folder): folder is string => Boolean(folder))) {
    try {
      const made = await runCommand('runuser', [
        '-u',
        'postgres',
        '--',
        'mktemp',
        '-d',
        path.join(base, `${prefix}XXXXXX`),
      ]);
      return made.trim();
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
  }
  throw new Error(`no folder the postgres user can write in: ${failures.join('; ')}`);
}

/** How a server is stopped: `fast` ends sessions cleanly, `immediate` is a crash (recovery at the next start). */
export type ShutdownMode = 'fast' | 'immediate';

/**
 * Starts and stops the server of `directory`/data on `port` with pg_ctl (`-w`: until it accepts connections, or
 * has stopped), listening on loopback and on a socket in `directory`, its log in `directory`/server.log.
 * `extraOptions` are more `-c name=value` settings.
 */
export function postgresServerControl(directory: string, port: number, extraOptions: readonly string[] = []) {
  const dataDirectory = path.join(directory, 'data');
  const serverOptions = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${directory}`,
    // A hot standby needs at least its primary's max_connections: every server here has the same.
    '-c max_connections=200',
    '-c shared_buffers=64MB',
    ...extraOptions,
  ].join(' ');
  const logFile = path.join(directory, 'server.log');
  return {
    start: async () =>
      void (await runPostgresBinary('pg_ctl', [
        '-D',
        dataDirectory,
        '-l',
        logFile,
        '-o',
        serverOptions,
        '-w',
        'start',
      ])),
    stop: async (mode: ShutdownMode) =>
      void (await runPostgresBinary('pg_ctl', ['-D', dataDirectory, '-m', mode, '-w', 'stop'])),
  };
}

export type PostgresCluster = {
  port: number;
  /** The maintenance database's URL (user postgres, trust authentication on loopback). */
  serverUrl: string;
  /** A new empty database; answers its URL. */
  createDatabase: (name: string) => Promise<string>;
  start: () => Promise<void>;
  stop: (mode: ShutdownMode) => Promise<void>;
  restart: (mode: ShutdownMode) => Promise<void>;
  /** Stops the server (immediately) and deletes its files. */
  destroy: () => Promise<void>;
};

/**
 * A PostgreSQL cluster of our own (initdb in a temporary folder, a free loopback port), so a scenario may stop and
 * restart it without touching any shared server. initdb refuses to run as root: as root, every command runs as
 * the `postgres` user through runuser, on a folder that user owns.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const directory = await ownedByPostgres('croupier-faults-pg-');
  const dataDirectory = path.join(directory, 'data');
  const port = await freePort();
  const run = runPostgresBinary;

  await run('initdb', ['-D', dataDirectory, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const { start, stop } = postgresServerControl(directory, port);
  await start();
  const serverUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    port,
    serverUrl,
    createDatabase: async (name) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`create database "${name}"`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    start,
    stop,
    restart: async (mode) => {
      await stop(mode);
      await start();
    },
    destroy: async () => {
      await stop('immediate').catch(() => undefined);
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
