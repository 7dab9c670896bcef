import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumeIntervalMs } from '../jobs/resume-catalogue-imports.js';
import { touchCatalogueImport } from '../modules/games/catalogue-console.repository.js';
import {
  createCatalogueConsoleService,
  importChunkSize,
  importHeartbeatMs,
  importStaleAfterMs,
} from '../modules/games/catalogue-console.service.js';
import { catalogueImport, game } from '../modules/games/games.tables.js';
import { merchant } from '../modules/merchant/merchant.tables.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';

let testApp: TestApp;
let merchantId = '';
let now = new Date('2030-01-01T00:00:00Z');
const clock = { now: () => now };
const later = (milliseconds: number) => {
  now = new Date(now.getTime() + milliseconds);
};

beforeAll(async () => {
  testApp = await createTestApp();
  const [lucky] = await testApp.database.db.select().from(merchant).where(eq(merchant.code, 'lucky'));
  if (!lucky) throw new Error('no lucky brand');
  merchantId = lucky.id;
});
afterAll(async () => {
  await testApp.close();
});

/** A file of `rows` games of its own vendor: more than one chunk, so a runner has chunks to lose. */
function catalogueOf(vendor: string, rows: number) {
  return JSON.stringify({
    vendors: [{ code: vendor, name: `${vendor} vendor`, walletModel: 'seamless' }],
    games: Array.from({ length: rows }, (_, index) => ({
      vendor,
      gameCode: `G${index}`,
      gameType: 'RNG',
      names: { en: `Game ${index}` },
    })),
  });
}

async function recorded(vendor: string, rows: number) {
  const service = createCatalogueConsoleService({ db: testApp.database.db, clock });
  const prepared = service.prepareImport(`${vendor}.json`, catalogueOf(vendor, rows));
  const job = await service.recordImport({ merchantId, merchantCode: 'lucky', operatorName: 'operator' }, prepared);
  return { service, prepared, id: job.id };
}

const jobRow = async (id: string) => {
  const [row] = await testApp.database.db.select().from(catalogueImport).where(eq(catalogueImport.id, id));
  if (!row) throw new Error(`no import ${id}`);
  return row;
};
const gamesOf = async (vendor: string) => {
  const [row] = await testApp.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(game)
    .where(and(eq(game.vendorCode, vendor), eq(game.merchantId, merchantId)));
  return row?.count ?? 0;
};

describe('catalogue import takeover (decision 0039)', () => {
  it('waits only seconds: a runner is dead after five missed beats, and the resumer looks every few seconds', () => {
    expect(importStaleAfterMs).toBeGreaterThanOrEqual(5 * importHeartbeatMs);
    expect(importStaleAfterMs + resumeIntervalMs).toBeLessThanOrEqual(15_000);
  });

  it('leaves an import whose runner still beats, and takes it over once the beat is stale, applying each row once', async () => {
    const rows = importChunkSize * 2 + 7;
    const { service, id } = await recorded('TAKEOVERA', rows);
    // The runner went away at once: its last beat is the recording.
    later(importStaleAfterMs - 1);
    expect(await service.resumeInterruptedImports()).toEqual({ resumed: 0, failed: 0 });
    expect(await jobRow(id)).toMatchObject({ status: 'running', resumes: 0, doneRows: 0 });

    later(2);
    expect(await service.resumeInterruptedImports()).toEqual({ resumed: 1, failed: 0 });
    expect(await jobRow(id)).toMatchObject({ status: 'done', resumes: 1, doneRows: rows, added: rows, refused: 0 });
    expect(await gamesOf('TAKEOVERA')).toBe(rows);
  });

  it('stops a runner whose import was taken over: its chunk rolls back and its heartbeat says so', async () => {
    const { service, prepared, id } = await recorded('TAKEOVERB', importChunkSize + 3);
    // Another instance claimed the job (as the resumer's claim does: the count of resumes moves on).
    await testApp.database.db.update(catalogueImport).set({ resumes: 1 }).where(eq(catalogueImport.id, id));

    await service.runImport(id, merchantId, prepared, { from: 0, resumes: 0 });
    expect(await jobRow(id)).toMatchObject({ status: 'running', resumes: 1, doneRows: 0, added: 0 });
    expect(await gamesOf('TAKEOVERB')).toBe(0);
    expect(await touchCatalogueImport(testApp.database.db, id, 0, clock.now())).toBe(false);
    expect(await touchCatalogueImport(testApp.database.db, id, 1, clock.now())).toBe(true);

    // The new runner owns it and finishes it.
    await service.runImport(id, merchantId, prepared, { from: 0, resumes: 1 });
    expect(await jobRow(id)).toMatchObject({ status: 'done', doneRows: importChunkSize + 3 });
    expect(await gamesOf('TAKEOVERB')).toBe(importChunkSize + 3);
  });
});
