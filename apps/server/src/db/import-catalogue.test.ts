import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { game, gameVendor } from '../modules/games/games.tables.js';
import { createSeededTestDatabase } from '../test/test-database.js';
import { importCatalogueFile, parseImportArguments } from './import-catalogue.js';

const examples = path.resolve(import.meta.dirname, '../modules/games/examples');
let seeded: Awaited<ReturnType<typeof createSeededTestDatabase>>;

beforeAll(async () => {
  seeded = await createSeededTestDatabase();
});
afterAll(async () => {
  await seeded.database.close();
});

describe('npm run catalogue:import', () => {
  it('reads its arguments in any order', () => {
    expect(parseImportArguments(['games.json', '--merchant', 'demo'])).toEqual({
      file: 'games.json',
      merchant: 'demo',
    });
    expect(parseImportArguments(['--merchant=lucky', 'g.csv'])).toEqual({ file: 'g.csv', merchant: 'lucky' });
    expect(() => parseImportArguments(['games.json'])).toThrow(/usage/);
  });

  it('loads a small JSON file and then a CSV file, idempotently, into one brand only', async () => {
    const { db } = seeded.database;
    const novaGames = () =>
      db
        .select({
          code: game.gameCode,
          names: game.names,
          kind: game.kind,
          parent: game.parentGameCode,
          merchantId: game.merchantId,
        })
        .from(game)
        .where(eq(game.vendorCode, 'NOVA'));
    const json = path.join(examples, 'catalogue.example.json');
    expect(await importCatalogueFile(db, { file: json, merchant: 'demo' })).toEqual({ vendors: 2, games: 4 });
    expect(await importCatalogueFile(db, { file: json, merchant: 'demo' })).toEqual({ vendors: 2, games: 4 });
    expect(await novaGames()).toHaveLength(2);

    await importCatalogueFile(db, { file: path.join(examples, 'catalogue.example.csv'), merchant: 'demo' });
    const rows = await novaGames();
    expect(rows.map((row) => row.code).sort()).toEqual(['nova-golden-elephant', 'nova-lucky-koi', 'nova-mango-rush']);
    expect(rows.every((row) => row.merchantId === seeded.merchantIds.demo)).toBe(true);
    const [lobby] = await db
      .select()
      .from(game)
      .where(and(eq(game.merchantId, seeded.merchantIds.demo), eq(game.gameCode, 'livex-baccarat-1')));
    expect(lobby).toMatchObject({ parentGameCode: 'livex-lobby', classifications: ['TG'] });
    const [vendor] = await db
      .select()
      .from(gameVendor)
      .where(and(eq(gameVendor.merchantId, seeded.merchantIds.demo), eq(gameVendor.code, 'LIVEX')));
    expect(vendor).toMatchObject({ name: 'Live X', walletModel: 'transfer' });
  });

  it('refuses an unknown brand', async () => {
    await expect(
      importCatalogueFile(seeded.database.db, {
        file: path.join(examples, 'catalogue.example.json'),
        merchant: 'nope',
      }),
    ).rejects.toThrow(/unknown brand/);
  });
});
