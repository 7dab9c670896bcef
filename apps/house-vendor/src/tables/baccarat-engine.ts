import type { RandomSource } from '../random/random-source.js';
import { baccaratValue, isSameRank, openShoe } from './card-shoe.js';
import type { BetResult, SpotPayout } from './table-payout.js';
import type { BaccaratOutcome, BaccaratWinner, Card } from './table-types.js';

export const baccaratDecks = 8;

/** Punto banco's spots. Banker pays 0.95:1 (the 5% commission); player and banker bets push on a tie. */
export const baccaratPayouts = [
  { id: 'player', numerator: 1, denominator: 1 },
  { id: 'banker', numerator: 19, denominator: 20 },
  { id: 'tie', numerator: 8, denominator: 1 },
  { id: 'player-pair', numerator: 11, denominator: 1 },
  { id: 'banker-pair', numerator: 11, denominator: 1 },
] as const satisfies readonly SpotPayout[];

export type BaccaratSpot = (typeof baccaratPayouts)[number]['id'];

export function baccaratTotal(cards: readonly Card[]): number {
  return cards.reduce((total, card) => total + baccaratValue(card), 0) % 10;
}

/** The player hand's tableau: draws on 0 to 5, stands on 6 and 7 (naturals are settled before this). */
export function playerDrawsThird(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/**
 * The banker's tableau. When the player stood, the banker plays the player's rule; otherwise the banker's
 * two-card total and the value of the player's third card decide.
 */
export function bankerDrawsThird(bankerTotal: number, playerThirdValue: number | null): boolean {
  if (playerThirdValue === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThirdValue !== 8;
    case 4:
      return playerThirdValue >= 2 && playerThirdValue <= 7;
    case 5:
      return playerThirdValue >= 4 && playerThirdValue <= 7;
    case 6:
      return playerThirdValue === 6 || playerThirdValue === 7;
    default:
      return false;
  }
}

/** Plays one coup with cards in dealing order (player, banker, player, banker, then third cards as the rules ask). */
export function dealBaccarat(deal: () => Card): BaccaratOutcome {
  const first = [deal(), deal(), deal(), deal()] as const;
  const playerCards: Card[] = [first[0], first[2]];
  const bankerCards: Card[] = [first[1], first[3]];
  const natural = baccaratTotal(playerCards) >= 8 || baccaratTotal(bankerCards) >= 8;
  if (!natural) {
    let playerThirdValue: number | null = null;
    if (playerDrawsThird(baccaratTotal(playerCards))) {
      const third = deal();
      playerCards.push(third);
      playerThirdValue = baccaratValue(third);
    }
    if (bankerDrawsThird(baccaratTotal(bankerCards), playerThirdValue)) bankerCards.push(deal());
  }
  return describeBaccarat(playerCards, bankerCards, natural);
}

function describeBaccarat(playerCards: Card[], bankerCards: Card[], natural: boolean): BaccaratOutcome {
  const playerTotal = baccaratTotal(playerCards);
  const bankerTotal = baccaratTotal(bankerCards);
  const winner: BaccaratWinner = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return {
    kind: 'baccarat',
    playerCards,
    bankerCards,
    playerTotal,
    bankerTotal,
    winner,
    natural,
    playerPair: isSameRank(playerCards[0], playerCards[1]),
    bankerPair: isSameRank(bankerCards[0], bankerCards[1]),
  };
}

/** One coup from a freshly shuffled eight-deck shoe: no cut card, no card counting, every coup independent. */
export function drawBaccarat(random: RandomSource): BaccaratOutcome {
  const shoe = openShoe(random, baccaratDecks);
  return dealBaccarat(() => shoe.deal());
}

export function baccaratResult(outcome: BaccaratOutcome, spot: BaccaratSpot): BetResult {
  switch (spot) {
    case 'player':
      return outcome.winner === 'player' ? 'win' : outcome.winner === 'tie' ? 'push' : 'lose';
    case 'banker':
      return outcome.winner === 'banker' ? 'win' : outcome.winner === 'tie' ? 'push' : 'lose';
    case 'tie':
      return outcome.winner === 'tie' ? 'win' : 'lose';
    case 'player-pair':
      return outcome.playerPair ? 'win' : 'lose';
    case 'banker-pair':
      return outcome.bankerPair ? 'win' : 'lose';
  }
}
