import type { Catalogue, CatalogueGame, GameType, VendorWalletModel } from '@croupier/contracts';
import {
  houseCardGames,
  houseFishingGames,
  houseGameIconUrl,
  houseSlotGameIds,
  houseSlotGameNames,
  houseTableGames,
} from '@croupier/contracts';
import type { DemoLotteryGame } from './demo-lottery.js';
import { demoLotteryVendors, lotteryGamesOf } from './demo-lottery.js';

/**
 * The demo brands' catalogue: only games that launch (decision 0047). The house vendor's slot games, one tile per
 * game it publishes (packages/contracts house-games.ts), its fishing games and card tables, its live tables in
 * seamless and transfer mode, the sportsbook's sports, e-sports and cockfight, and the lottery's games; all under our own studio names. No category is padded: one
 * without a launchable game stays empty, and the lobby hides what is empty.
 */

export type DemoStudio = { code: string; name: string; walletModel: VendorWalletModel };

/** Our own studio: the house vendor's games on the seamless wallet. */
export const houseStudio: DemoStudio = { code: 'CROUPIER', name: 'Croupier Studio', walletModel: 'seamless' };

/** The same studio's tables on a transfer wallet (the house vendor in transfer mode, `HOUSE_TW`). */
export const houseTransferStudio: DemoStudio = {
  code: 'CROUPIER_TW',
  name: 'Croupier Studio · Transfer wallet',
  walletModel: 'transfer',
};

/** Where browsers reach the house vendor when the seed is not told (its default port on loopback). */
export const defaultHouseVendorUrl = 'http://127.0.0.1:8081';

/** Our own sportsbook (decision 0055): the `HOUSE_SB` vendor app, on the seamless wallet. */
export const sportsbookStudio: DemoStudio = {
  code: 'CROUPIER_SB',
  name: 'Croupier Sportsbook',
  walletModel: 'seamless',
};

/**
 * One tile per sport the book runs (decision 0056). The engine's game id is the book's sport key, which the launch
 * hands to the app as `game`, so the tile opens its own board. Names say what the tile is, in the player's words.
 */
export const sportsbookProducts: readonly {
  gameCode: string;
  gameType: GameType;
  sport: 'football' | 'esports' | 'cockfight';
  names: Record<'th' | 'en' | 'pt-BR' | 'fil', string>;
}[] = [
  {
    gameCode: 'SB_FOOTBALL',
    gameType: 'SPORTS',
    sport: 'football',
    names: { th: 'แทงบอล', en: 'Football betting', 'pt-BR': 'Apostas de futebol', fil: 'Pustahan sa football' },
  },
  {
    gameCode: 'SB_ESPORTS',
    gameType: 'ESPORTS',
    sport: 'esports',
    names: { th: 'แทงอีสปอร์ต', en: 'E-sports betting', 'pt-BR': 'Apostas de e-sports', fil: 'Pustahan sa e-sports' },
  },
  {
    gameCode: 'SB_COCKFIGHT',
    gameType: 'COCKFIGHT',
    sport: 'cockfight',
    names: { th: 'ชนไก่', en: 'Cockfight', 'pt-BR': 'Rinha de galos', fil: 'Sabong' },
  },
];

/**
 * The sportsbook's tiles, with our studio's pictures of each sport (decision 0054's pipeline: drawn in the house
 * vendor's art, rendered at build, served immutably at `houseVendorUrl`, `sportsbook:<sport>` in the manifest); no
 * free trial, since a bet on the book settles days later through the wallet.
 */
export function sportsbookTiles(houseVendorUrl: string = defaultHouseVendorUrl): CatalogueGame[] {
  return sportsbookProducts.map((product) => ({
    vendor: sportsbookStudio.code,
    gameCode: product.gameCode,
    gameType: product.gameType,
    names: { ...product.names },
    isHot: product.sport === 'football',
    isNew: true,
    supportPlay: 1,
    freeplay: 0,
    isGame: 'GAME',
    parentGameCode: null,
    classifications: [],
    sortOrder: 1,
    iconUrl: houseGameIconUrl(houseVendorUrl, `sportsbook:${product.sport}`),
    engine: `HOUSE_SB:${product.sport}`,
    enabled: true,
    maintenance: false,
  }));
}

function houseTile(input: {
  houseVendorUrl: string;
  studio: DemoStudio;
  gameCode: string;
  gameType: GameType;
  names: Record<string, string>;
  engine: string;
  sortOrder: number;
  isHot: boolean;
  trial: boolean;
}): CatalogueGame {
  return {
    vendor: input.studio.code,
    gameCode: input.gameCode,
    gameType: input.gameType,
    names: input.names,
    isHot: input.isHot,
    isNew: false,
    supportPlay: input.trial ? 0 : 1,
    freeplay: input.trial ? 1 : 0,
    isGame: 'GAME',
    parentGameCode: null,
    classifications: input.gameType === 'LIVE' ? ['TG'] : [],
    sortOrder: input.sortOrder,
    // The vendor's own icon for the game it launches (decision 0054): `HOUSE:slot:golden-temple` draws `slot:golden-temple`.
    iconUrl: houseGameIconUrl(input.houseVendorUrl, input.engine.slice(input.engine.indexOf(':') + 1)),
    engine: input.engine,
    enabled: true,
    maintenance: false,
  };
}

/**
 * A lottery tile: its code is the lottery game's, which the launch passes to the lottery page. No engine and no
 * free trial: the lottery pages are for logged-in players and settle through the lottery module.
 */
export function lotteryTile(
  vendorCode: string,
  gameType: GameType,
  lottery: DemoLotteryGame,
  index: number,
): CatalogueGame {
  return {
    vendor: vendorCode,
    gameCode: lottery.code,
    gameType,
    names: { ...lottery.names },
    isHot: lottery.isHot,
    isNew: false,
    supportPlay: 1,
    freeplay: 0,
    isGame: 'GAME',
    parentGameCode: null,
    classifications: [],
    sortOrder: index,
    iconUrl: null,
    engine: null,
    enabled: true,
    maintenance: false,
  };
}

/**
 * The demo catalogue: the house vendor's games (with the icons it serves at `houseVendorUrl`) and the lottery's
 * (handed in by the seed). Deterministic.
 */
export function demoCatalogue(
  lotteryGames: readonly DemoLotteryGame[] = [],
  houseVendorUrl: string = defaultHouseVendorUrl,
): Catalogue {
  const slots = houseSlotGameIds.map((id, index) =>
    houseTile({
      houseVendorUrl,
      studio: houseStudio,
      gameCode: `slot-${id}`,
      gameType: 'RNG',
      names: { ...houseSlotGameNames[id] },
      engine: `HOUSE:slot:${id}`,
      sortOrder: index + 1,
      isHot: index < 3,
      trial: true,
    }),
  );
  const tables = [houseStudio, houseTransferStudio].flatMap((studio) =>
    houseTableGames.map((table, index) =>
      houseTile({
        houseVendorUrl,
        studio,
        gameCode: table.id,
        gameType: 'LIVE',
        names: { ...table.names },
        engine: `${studio === houseStudio ? 'HOUSE' : 'HOUSE_TW'}:${table.id}`,
        sortOrder: index + 1,
        isHot: studio === houseStudio,
        trial: false,
      }),
    ),
  );
  const fishing = houseFishingGames.map((game, index) =>
    houseTile({
      houseVendorUrl,
      studio: houseStudio,
      gameCode: `fish-${game.id}`,
      gameType: 'FISH',
      names: { ...game.names },
      engine: `HOUSE:fish:${game.id}`,
      sortOrder: index + 1,
      isHot: index === 0,
      trial: true,
    }),
  );
  const cards = houseCardGames.map((game, index) =>
    houseTile({
      houseVendorUrl,
      studio: houseStudio,
      gameCode: `pvp-${game.id}`,
      gameType: 'PVP',
      names: { ...game.names },
      engine: `HOUSE:pvp:${game.id}`,
      sortOrder: index + 1,
      isHot: index === 0,
      trial: game.trial,
    }),
  );
  const lottery = demoLotteryVendors.flatMap((vendor) =>
    lotteryGamesOf(vendor, lotteryGames).map((game, index) =>
      lotteryTile(vendor.code, vendor.gameType, game, index + 1),
    ),
  );
  const studios = [houseStudio, houseTransferStudio, ...demoLotteryVendors, sportsbookStudio];
  return {
    vendors: studios.map((studio, index) => ({
      code: studio.code,
      name: studio.name,
      walletModel: studio.walletModel,
      sortOrder: index + 1,
      enabled: true,
      maintenance: false,
    })),
    games: [...slots, ...fishing, ...cards, ...tables, ...sportsbookTiles(houseVendorUrl), ...lottery],
  };
}
