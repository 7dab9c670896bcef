import { ensurePgliteTemplate } from './pglite-template.js';
import { ensurePostgresTemplate } from './postgres-template.js';

/** Vitest global setup of the server project: prepares the migrated template (PGlite or PostgreSQL) once per run. */
export default async function setup() {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) process.env.CROUPIER_POSTGRES_TEMPLATE = await ensurePostgresTemplate(serverUrl);
  else process.env.CROUPIER_PGLITE_TEMPLATE = await ensurePgliteTemplate();
}
