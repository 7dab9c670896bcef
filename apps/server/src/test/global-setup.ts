import { ensurePgliteTemplate } from './pglite-template.js';

/** Vitest global setup of the server project: prepares the migrated PGlite template once per run. */
export default async function setup() {
  if (!process.env.DATABASE_URL) process.env.CROUPIER_PGLITE_TEMPLATE = await ensurePgliteTemplate();
}
