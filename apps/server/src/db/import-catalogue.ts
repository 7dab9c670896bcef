// Loads a vendor's game list into a brand's catalogue:
//   npm run catalogue:import -- <file.json|file.csv> --merchant <brand code>
// The format is described in apps/server/src/modules/games/CATALOGUE.md. Rows are upserted by
// (brand, vendor, gameCode), so running the same file twice changes nothing. Uses DATABASE_URL when set,
// else the embedded database in DATA_DIR (stop `npm start` first: PGlite allows one process at a time).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseEnvironment } from '../config/env.js';
import { systemClock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import { createGamesService, parseCatalogueFile } from '../modules/games/index.js';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import { openDatabase } from './client.js';
import type { Database } from './client.js';
import { migrateDatabase } from './migrate.js';

export type ImportArguments = { file: string; merchant: string };

/** `<file> --merchant <code>` (or `--merchant=<code>`), in any order. */
export function parseImportArguments(argv: readonly string[]): ImportArguments {
  let file: string | undefined;
  let merchant: string | undefined;
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    if (argument === '--merchant') {
      merchant = argv[index + 1];
      index += 1;
    } else if (argument.startsWith('--merchant=')) {
      merchant = argument.slice('--merchant='.length);
    } else if (!argument.startsWith('--')) {
      file = argument;
    }
  }
  if (!file || !merchant) throw new Error('usage: npm run catalogue:import -- <file.json|file.csv> --merchant <code>');
  return { file, merchant };
}

/** Reads, validates and imports one catalogue file into a brand; answers what was upserted. */
export async function importCatalogueFile(db: Database, input: ImportArguments) {
  const merchantId = await findMerchantIdByCode(db, input.merchant);
  if (!merchantId) throw new Error(`unknown brand "${input.merchant}"`);
  const catalogue = parseCatalogueFile(input.file, readFileSync(input.file, 'utf8'));
  return createGamesService({ db, clock: systemClock }).importCatalogue(merchantId, catalogue);
}

async function main() {
  const args = parseImportArguments(process.argv.slice(2));
  const environment = parseEnvironment(process.env);
  const handle = await openDatabase(
    environment.DATABASE_URL
      ? { kind: 'postgres', url: environment.DATABASE_URL, poolSize: 2 }
      : { kind: 'pglite', dataDir: path.resolve(environment.DATA_DIR, 'pglite') },
  );
  try {
    await migrateDatabase(handle);
    const started = Date.now();
    const counts = await importCatalogueFile(handle.db, { ...args, file: path.resolve(args.file) });
    process.stdout.write(
      `imported ${counts.games} games of ${counts.vendors} vendors into "${args.merchant}" in ${Date.now() - started} ms\n`,
    );
  } finally {
    await handle.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    if (error instanceof DomainError) {
      console.error(`catalogue not imported: ${JSON.stringify(error.value)}`);
    } else {
      console.error(error instanceof Error ? error.message : error);
    }
    process.exitCode = 1;
  });
}
