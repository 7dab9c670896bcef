import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameTypes } from '@croupier/contracts';
import { queryRows } from './client.js';
import { runInTransaction } from './transaction.js';
import { seedDemoData } from './seed.js';
import { systemClock } from '../lib/clock.js';
import { createTestDatabase } from '../test/test-database.js';
import type { DatabaseHandle } from './client.js';
import { createGeoService } from '../modules/geo/index.js';
import { merchant } from '../modules/merchant/merchant.tables.js';
import { createGamesService } from '../modules/games/index.js';
import { game } from '../modules/games/games.tables.js';
import { generateTestCatalogue } from '../test/generated-catalogue.js';

// The one test file with a 10,000-game catalogue: the generated one of the benches, imported into a brand of the
// seeded demo (the demo brands themselves list only the house vendor's and the lottery's games).
let database: DatabaseHandle;
let demoId = '';

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, createGeoService({ db: database.db, clock: systemClock }), { port: 8080 });
  const [demo] = await database.db.select({ id: merchant.id }).from(merchant).where(eq(merchant.code, 'lucky'));
  demoId = demo?.id ?? '';
  await createGamesService({ db: database.db, clock: systemClock }).importCatalogue(
    demoId,
    generateTestCatalogue(10_000),
  );
}, 120_000);
afterAll(async () => {
  await database.close();
});

describe('a 10,000-game generated catalogue', () => {
  it('holds at least 10,000 games of every category', async () => {
    const rows = await database.db
      .select({ gameType: game.gameType, total: sql<number>`count(*)::int` })
      .from(game)
      .where(eq(game.merchantId, demoId))
      .groupBy(game.gameType);
    expect(rows.reduce((sum, row) => sum + row.total, 0)).toBeGreaterThanOrEqual(10_000);
    expect(rows.map((row) => row.gameType).sort()).toEqual([...gameTypes].sort());
  });

  it('is seeded once: a second start changes nothing', async () => {
    const before = await database.db.select({ total: sql<number>`count(*)::int` }).from(game);
    await seedDemoData(database.db, createGeoService({ db: database.db, clock: systemClock }), { port: 8080 });
    const after = await database.db.select({ total: sql<number>`count(*)::int` }).from(game);
    expect(after).toEqual(before);
  });

  it('has a trigram index that serves the search (the planner may still scan 10,000 rows: it is cheaper)', async () => {
    const plan = await runInTransaction(database.db, async (transaction) => {
      await transaction.execute(sql`set local enable_seqscan = off`);
      return queryRows<Record<string, string>>(
        transaction,
        sql`explain select ${game.id} from ${game}
            where ${game.searchText} like ${'%มังกร%'} limit 40`,
      );
    });
    expect(plan.map((row) => Object.values(row).join(' ')).join('\n')).toContain('game_search_index');
  });

  it('pages and searches in Thai and English', async () => {
    const games = createGamesService({ db: database.db, clock: systemClock });
    const context = { merchantId: demoId, memberId: null, language: 'th' as const };
    const query = { pageNo: 1, pageSize: 40 };
    const all = await games.listLobbyGames(context, { ...query, gameType: 'RNG' });
    expect(all.total).toBeGreaterThan(8_000);
    const last = await games.listLobbyGames(context, { ...query, gameType: 'RNG', pageNo: all.totalPages });
    expect(last.content.length).toBe(all.total - 40 * (all.totalPages - 1));
    const dragons = await games.listLobbyGames(context, { ...query, gameName: 'มังกร' });
    expect(dragons.total).toBeGreaterThan(40);
    expect(dragons.content.every((tile) => tile.gameName.includes('มังกร'))).toBe(true);
    const english = await games.listLobbyGames({ ...context, language: 'en' }, { ...query, gameName: 'dragon' });
    expect(english.total).toBe(dragons.total);
    const [withThai] = await database.db
      .select({ total: sql<number>`count(*)::int` })
      .from(game)
      .where(
        and(
          eq(game.merchantId, demoId),
          sql`${game.names} ->> 'th' like '%มังกร%'`,
          sql`${game.parentGameCode} is null`,
          sql`${game.engine} is not null`,
        ),
      );
    expect(dragons.total).toBe(withThai?.total);
  });
});
