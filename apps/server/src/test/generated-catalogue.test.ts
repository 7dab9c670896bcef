import { catalogueSchema, gameTypes } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import { generatedVendors, generateTestCatalogue, seededRandom, shareByWeight } from './generated-catalogue.js';
import { demoLotteryVendors } from '../modules/games/demo-lottery.js';
import type { DemoLotteryGame } from '../modules/games/demo-lottery.js';

const lotteryVendorCodes = demoLotteryVendors.map((vendor) => vendor.code);

/** A few lottery games of each line, as the seed hands them in from the lottery module. */
const lotteryGames: DemoLotteryGame[] = [
  {
    code: 'SSC_1',
    family: 'SSC',
    names: { en: 'SSC 1 min', th: 'หวยเอสเอสซี 1 นาที' },
    isHot: false,
    lines: ['LOTT', 'ELOTT'],
  },
  {
    code: 'WINGO_1',
    family: 'WINGO',
    names: { en: 'WinGo 1 min', th: 'วินโก 1 นาที' },
    isHot: true,
    lines: ['ELOTT'],
  },
  {
    code: 'TH_GLO',
    family: 'TH',
    names: { en: 'Thai Government Lottery', th: 'หวยรัฐบาลไทย' },
    isHot: true,
    lines: ['SEA'],
  },
  { code: 'VN_N', family: 'VN_N', names: { en: 'Vietnam North', th: 'หวยฮานอย' }, isHot: false, lines: ['VN'] },
];

describe('generateTestCatalogue (tests and benches only)', () => {
  const catalogue = generateTestCatalogue(10_000, undefined, lotteryGames);

  it('makes at least the asked number of games, the same ones every time', () => {
    expect(catalogue.games.length).toBeGreaterThanOrEqual(10_000);
    // The lottery's fixed list and the generated games share the asked size; VASSALAGE parents and sub-games add.
    expect(catalogue.games.filter((game) => game.isGame === 'GAME' && game.parentGameCode === null)).toHaveLength(
      10_000,
    );
    expect(generateTestCatalogue(10_000, undefined, lotteryGames)).toEqual(catalogue);
    expect(generateTestCatalogue(10_000, 1, lotteryGames).games[0]?.names).not.toEqual(catalogue.games[0]?.names);
  });

  it('covers every category under invented vendors, with Thai and English names', () => {
    const types = new Set(catalogue.games.map((game) => game.gameType));
    expect([...types].sort()).toEqual([...gameTypes].sort());
    const vendors = new Set(catalogue.games.map((game) => game.vendor));
    for (const code of ['VA', 'VB', 'VC', 'VD', 'VE', 'VF', 'VG', 'VH', 'EA', 'EB', 'EC', 'ED', 'EE', 'CA']) {
      expect(vendors.has(code), code).toBe(true);
    }
    for (const code of ['LOTT', 'ELOTT', 'TCG_SEA', 'TCG_LOTTO_VN']) expect(vendors.has(code), code).toBe(true);
    expect(catalogue.games.every((game) => game.names.en && /[\u0E00-\u0E7F]/.test(game.names.th ?? ''))).toBe(true);
    expect(catalogue.games.filter((game) => game.gameType === 'RNG').length).toBeGreaterThan(8_000);
  });

  it('is a valid import file: unique codes per vendor, VASSALAGE parents with sub-lists', () => {
    expect(catalogueSchema.safeParse(catalogue).success).toBe(true);
    const keys = new Set(catalogue.games.map((game) => `${game.vendor}|${game.gameCode}`));
    expect(keys.size).toBe(catalogue.games.length);
    const parents = catalogue.games.filter((game) => game.isGame === 'VASSALAGE');
    expect(parents.map((parent) => parent.vendor).sort()).toEqual(['LA', 'VC']);
    for (const parent of parents) {
      const children = catalogue.games.filter(
        (game) => game.vendor === parent.vendor && game.parentGameCode === parent.gameCode,
      );
      expect(children.length, parent.gameCode).toBeGreaterThan(1);
    }
    expect(new Set(catalogue.vendors.map((vendor) => vendor.code)).size).toBe(catalogue.vendors.length);
  });

  it('gives every vendor a few games even in a small catalogue', () => {
    const small = generateTestCatalogue(100);
    for (const vendor of generatedVendors) {
      expect(
        small.games.filter((game) => game.vendor === vendor.code && game.gameType === vendor.gameType).length,
      ).toBeGreaterThanOrEqual(2);
    }
  });

  it('lists the lottery games it is given under each vendor that sells their line, whatever the size', () => {
    const lotteryTiles = (games: typeof catalogue.games) =>
      games.filter((game) => lotteryVendorCodes.includes(game.vendor));
    const tiles = lotteryTiles(generateTestCatalogue(300, 5, lotteryGames).games);
    expect(lotteryTiles(generateTestCatalogue(60, 77, lotteryGames).games)).toEqual(tiles);
    expect(tiles.map((tile) => `${tile.vendor}:${tile.gameCode}`)).toEqual([
      'LOTT:SSC_1',
      'TCG_SEA:TH_GLO',
      'ELOTT:SSC_1',
      'ELOTT:WINGO_1',
      'TCG_LOTTO_VN:VN_N',
    ]);
    for (const tile of tiles) {
      expect(tile, tile.gameCode).toMatchObject({ isGame: 'GAME', parentGameCode: null, engine: null, supportPlay: 1 });
    }
    expect(tiles.find((tile) => tile.gameCode === 'WINGO_1')).toMatchObject({
      isHot: true,
      names: lotteryGames[1]?.names,
    });
  });
});

describe('shareByWeight', () => {
  it('shares the total exactly, by weight, with a minimum each', () => {
    const shares = shareByWeight(100, [3, 1, 1], 5);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(100);
    expect(shares).toEqual([56, 22, 22]);
    expect(shareByWeight(4, [1, 1, 1], 2)).toEqual([2, 2, 2]);
  });
});

describe('seededRandom', () => {
  it('repeats for a seed and stays in [0, 1)', () => {
    const first = seededRandom(42);
    const second = seededRandom(42);
    const values = Array.from({ length: 1000 }, () => first());
    expect(values).toEqual(Array.from({ length: 1000 }, () => second()));
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
  });
});
