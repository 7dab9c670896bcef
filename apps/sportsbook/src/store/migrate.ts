import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SportsbookDatabase } from './sportsbook-database.js';

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/** `NNNN_name.sql`: four digits order the files; the name says what the step adds. */
const migrationFileName = /^(\d{4})_[a-z0-9_-]+\.sql$/;

/**
 * An advisory lock key of its own (the bytes of "sbmigrat"), so two sportsbook instances starting together on one
 * PostgreSQL take turns: the second waits, then finds every file recorded and applies nothing.
 */
const migrationLockKey = 0x73626d6967726174n;

export type MigrationFile = { name: string; script: string; checksum: string };

/** The committed migration files, in order. */
export function readMigrationFiles(folder = migrationsFolder): MigrationFile[] {
  const names = readdirSync(folder)
    .filter((name) => migrationFileName.test(name))
    .sort();
  const seen = new Set<string>();
  return names.map((name) => {
    const number = name.slice(0, 4);
    if (seen.has(number)) throw new Error(`two sportsbook migrations are numbered ${number}`);
    seen.add(number);
    const script = readFileSync(path.join(folder, name), 'utf8');
    return { name, script, checksum: createHash('sha256').update(script).digest('hex') };
  });
}

/**
 * Applies the migrations not yet recorded in `sportsbook.schema_migrations`, in file order, each exactly once, all
 * in one transaction under a transaction-scoped advisory lock (so a failure leaves nothing half applied and the lock
 * goes with the transaction). A recorded file whose text changed is an error: a migration is never edited once it
 * has landed; a new file carries the change. Answers the names it applied.
 */
export async function migrateSportsbookDatabase(
  database: SportsbookDatabase,
  files: MigrationFile[] = readMigrationFiles(),
): Promise<string[]> {
  return database.withConnection(async (connection) => {
    await connection.exec('begin');
    try {
      await connection.query('select pg_advisory_xact_lock($1)', [migrationLockKey.toString()]);
      await connection.exec(
        `create schema if not exists sportsbook;
         create table if not exists sportsbook.schema_migrations (
           name text primary key,
           checksum text not null,
           applied_at timestamptz not null default now()
         );`,
      );
      const applied = new Map(
        (
          await connection.query<{ name: string; checksum: string }>(
            'select name, checksum from sportsbook.schema_migrations',
          )
        ).map((row) => [row.name, row.checksum]),
      );
      const appliedNow: string[] = [];
      for (const file of files) {
        const checksum = applied.get(file.name);
        if (checksum !== undefined) {
          if (checksum !== file.checksum)
            throw new Error(`sportsbook migration ${file.name} changed after it was applied; add a new file instead`);
          continue;
        }
        await connection.exec(file.script);
        await connection.query('insert into sportsbook.schema_migrations (name, checksum) values ($1, $2)', [
          file.name,
          file.checksum,
        ]);
        appliedNow.push(file.name);
      }
      await connection.exec('commit');
      return appliedNow;
    } catch (error) {
      await connection.exec('rollback');
      throw error;
    }
  });
}
