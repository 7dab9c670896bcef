import type { LotteryGroupCode, PrizeMode, VendorWalletModel } from '@croupier/contracts';

/**
 * The demo catalogue's lottery tiles. A lottery vendor's tile opens its site page with `?gameCode=<tile's code>`
 * (flows/launch-game.ts), so every tile is one of the lottery module's real games, handed in by the seed.
 */

export type DemoLotteryGame = {
  code: string;
  family: LotteryGroupCode;
  names: { en: string; th: string };
  isHot: boolean;
  /** The product lines (prize modes) the game is sold under. */
  lines: readonly PrizeMode[];
};

/** The lottery vendors and the product line (prize mode) each sells; a vendor lists every game of its line. */
export type DemoLotteryVendor = {
  code: string;
  name: string;
  gameType: 'LOTT' | 'ELOTT';
  line: PrizeMode;
  walletModel: VendorWalletModel;
};

export const demoLotteryVendors: readonly DemoLotteryVendor[] = [
  { code: 'LOTT', name: 'Lottery', gameType: 'LOTT', line: 'LOTT', walletModel: 'seamless' },
  { code: 'TCG_SEA', name: 'SEA Lottery', gameType: 'LOTT', line: 'SEA', walletModel: 'seamless' },
  { code: 'ELOTT', name: 'E-Lottery', gameType: 'ELOTT', line: 'ELOTT', walletModel: 'seamless' },
  { code: 'TCG_LOTTO_VN', name: 'Vietnam Lottery', gameType: 'ELOTT', line: 'VN', walletModel: 'seamless' },
];

/**
 * The games a lottery vendor lists: those sold under the vendor's product line. The lottery module owns the games;
 * the seed passes them in (db/seed.ts), since modules never import each other.
 */
export function lotteryGamesOf(vendor: DemoLotteryVendor, games: readonly DemoLotteryGame[]): DemoLotteryGame[] {
  return games.filter((candidate) => candidate.lines.includes(vendor.line));
}
