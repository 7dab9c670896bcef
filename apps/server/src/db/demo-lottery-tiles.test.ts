import { lotteryPageOfGroup, lotteryRoutes } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import { demoCatalogue, demoLotteryVendors } from '../modules/games/index.js';
import { catalogueGames, lotteryFamilies, lotteryGameName } from '../modules/lottery/index.js';
import { demoLotteryGames } from './seed.js';

// The seed hands the lottery's games to the catalogue (modules never import each other): every lottery tile of the
// lobby must launch a real lottery game on its vendor's page.
describe("the demo catalogue's lottery tiles", () => {
  const catalogue = demoCatalogue(demoLotteryGames());
  const tilesOf = (vendor: string) => catalogue.games.filter((game) => game.vendor === vendor);
  const lotteryGame = (code: string) => catalogueGames.find((game) => game.code === code);

  it('are exactly the lottery games sold under each vendor, in the lottery catalogue order', () => {
    for (const vendor of demoLotteryVendors) {
      const sold = catalogueGames.filter((game) => lotteryFamilies[game.family].productLines.includes(vendor.line));
      expect(
        tilesOf(vendor.code).map((tile) => tile.gameCode),
        vendor.code,
      ).toEqual(sold.map((game) => game.code));
    }
    const families = (vendor: string) =>
      [...new Set(tilesOf(vendor).map((tile) => lotteryGame(tile.gameCode)?.family))].sort();
    expect(families('LOTT')).toEqual(['11X5', 'PK10', 'SSC']);
    expect(families('ELOTT')).toEqual(['11X5', '5D', 'K3', 'PK10', 'SSC', 'VN_FAST', 'WINGO']);
    expect(families('TCG_SEA')).toEqual(['4D', 'LA', 'TH']);
    expect(families('TCG_LOTTO_VN')).toEqual(['VN_C', 'VN_N', 'VN_S']);
    const listed = new Set(demoLotteryVendors.flatMap((vendor) => tilesOf(vendor.code).map((tile) => tile.gameCode)));
    expect(listed).toEqual(new Set(catalogueGames.map((game) => game.code)));
  });

  it("launch a real lottery game whose page is the vendor's route, and carry its name", () => {
    for (const vendor of demoLotteryVendors) {
      for (const tile of tilesOf(vendor.code)) {
        const game = lotteryGame(tile.gameCode);
        if (!game) throw new Error(`${vendor.code} ${tile.gameCode} is not a lottery game`);
        expect(lotteryPageOfGroup[game.family], tile.gameCode).toBe(lotteryRoutes[vendor.code]);
        expect(tile.names.en, tile.gameCode).toBe(lotteryGameName(game, 'en'));
        expect(tile.engine).toBeNull();
      }
    }
  });

  it('carry the names and hot flags players know', () => {
    const names = (vendor: string, code: string) => tilesOf(vendor).find((tile) => tile.gameCode === code)?.names;
    expect(names('ELOTT', 'WINGO_1')).toEqual({ en: 'WinGo 1 min', th: 'วินโก 1 นาที' });
    expect(names('TCG_SEA', 'TH_GLO')).toEqual({ en: 'Thai Government Lottery', th: 'หวยรัฐบาลไทย' });
    expect(names('TCG_LOTTO_VN', 'VN_S_CANTHO')).toEqual({ en: 'Cần Thơ', th: 'หวยเวียดนามภาคใต้ Cần Thơ' });
    const hot = demoLotteryVendors.flatMap((vendor) =>
      tilesOf(vendor.code)
        .filter((tile) => tile.isHot)
        .map((tile) => `${vendor.code}:${tile.gameCode}`),
    );
    expect(hot.sort()).toEqual(['ELOTT:WINGO_1', 'TCG_LOTTO_VN:VN_N', 'TCG_SEA:TH_GLO']);
  });
});
