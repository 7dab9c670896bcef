import type { ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ownedByPostgres } from './postgres-cluster.js';
import { exited, freePort, startLoggedProcess, waitUntil } from './processes.js';

/** The committed template: the harness runs the configuration operators deploy (docs/scaling.md). */
export const pgbouncerTemplateFile = fileURLToPath(
  new URL('../../deploy/pgbouncer/pgbouncer.ini.template', import.meta.url),
);

export type Pgbouncer = {
  port: number;
  /** The platform's database through PgBouncer. */
  databaseUrl: string;
  /** Runs one statement on PgBouncer's admin console (`SHOW STATS`, `SHOW POOLS`). */
  admin: <Row extends pg.QueryResultRow>(text: string) => Promise<Row[]>;
  /** Stops PgBouncer and deletes its folder. */
  stop: () => Promise<void>;
};

/**
 * PgBouncer (Debian's 1.18) from deploy/pgbouncer/pgbouncer.ini.template, in transaction mode, on a free loopback
 * port in front of one database of the cluster. It refuses to run as root: as root it runs as `postgres`.
 */
export async function startPgbouncer(options: {
  primaryPort: number;
  databaseName: string;
  serverPoolSize: number;
  logDirectory: string;
}): Promise<Pgbouncer> {
  const directory = await ownedByPostgres('croupier-faults-pgbouncer-');
  const port = await freePort();
  const userList = path.join(directory, 'userlist.txt');
  writeFileSync(userList, '"postgres" ""\n', { mode: 0o644 });
  const values: Record<string, string> = {
    DATABASE_NAME: options.databaseName,
    PRIMARY_HOST: '127.0.0.1',
    PRIMARY_PORT: String(options.primaryPort),
    LISTEN_ADDRESS: '127.0.0.1',
    LISTEN_PORT: String(port),
    AUTH_TYPE: 'trust',
    AUTH_FILE: userList,
    SERVER_POOL_SIZE: String(options.serverPoolSize),
    LOG_FILE: path.join(directory, 'pgbouncer.log'),
    PID_FILE: path.join(directory, 'pgbouncer.pid'),
    ADMIN_USER: 'postgres',
  };
  const rendered = readFileSync(pgbouncerTemplateFile, 'utf8').replaceAll(
    /@([A-Z_]+)@/g,
    (placeholder, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`pgbouncer template: no value for ${placeholder}`);
      return value;
    },
  );
  const configFile = path.join(directory, 'pgbouncer.ini');
  writeFileSync(configFile, rendered, { mode: 0o644 });
  const asRoot = userInfo().uid === 0;
  const child: ChildProcess = startLoggedProcess(
    asRoot ? 'runuser' : 'pgbouncer',
    asRoot ? ['-u', 'postgres', '--', 'pgbouncer', configFile] : [configFile],
    { logFile: path.join(options.logDirectory, 'pgbouncer.log') },
  );
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/pgbouncer`;
  const admin = async <Row extends pg.QueryResultRow>(text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return (await client.query<Row>(text)).rows;
    } finally {
      await client.end();
    }
  };
  await waitUntil('pgbouncer', async () => (await admin('SHOW VERSION')).length > 0, { timeoutMs: 10_000, child });
  return {
    port,
    databaseUrl: `postgres://postgres@127.0.0.1:${port}/${options.databaseName}`,
    admin,
    stop: async () => {
      // As root the child is runuser: PgBouncer itself is told by its pid file.
      const pid = Number(readFileSync(values.PID_FILE ?? '', 'utf8').trim());
      if (pid > 0) process.kill(pid, 'SIGTERM');
      child.kill('SIGTERM');
      await exited(child);
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
