import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { pgliteExtensions } from '../db/client.js';
import { migrationsFolder } from '../db/migrate.js';

/** A digest of the migrations' content, so a new or changed migration makes a new template. */
export function migrationsDigest(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsFolder, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

function templatePath(): string {
  return path.join(tmpdir(), `croupier-pglite-template-${migrationsDigest()}.tar`);
}

/**
 * A fresh PGlite costs about 2 s (initdb); loading a migrated data directory from a tarball costs a quarter
 * of that. The template is made once per migrations version and shared by every test worker.
 */
export async function ensurePgliteTemplate(): Promise<string> {
  const target = templatePath();
  if (existsSync(target)) return target;
  const client = await PGlite.create({ extensions: pgliteExtensions });
  await migrate(drizzle(client), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const partial = `${target}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, target);
  return target;
}

export async function openPgliteFromTemplate(templateFile: string): Promise<PGlite> {
  return PGlite.create({ loadDataDir: new Blob([readFileSync(templateFile)]), extensions: pgliteExtensions });
}
