import { cardName } from './hand-evaluator.js';
import { legalActions } from './holdem-hand.js';
import type { LegalActions, Street } from './holdem-hand.js';
import { actionClockMs, actorDeadline } from './holdem-table.js';
import type { TableConfig, TableState } from './holdem-table.js';
import type { HandHistory } from './hand-history.js';

/**
 * What one client is told about a table: the public state, its own hole cards, and nothing of another seat's cards
 * before that seat shows them at showdown (reference §4.3: "no seat can see another's cards"). The server builds one
 * view per connected seat; this is the only place table state becomes a message.
 */

export type SeatView = {
  seat: number;
  displayName: string;
  stack: number;
  streetBet: number;
  inHand: boolean;
  folded: boolean;
  allIn: boolean;
  sittingOut: boolean;
  timeBankMs: number;
  /** Own cards, or cards shown at showdown; null when hidden. */
  cards: string[] | null;
  /** The seat holds cards the viewer may not see. */
  hasHiddenCards: boolean;
  isButton: boolean;
};

export type TableView = {
  handNumber: number;
  street: Street | null;
  board: string[];
  /** Chips in the middle: settled pots from earlier streets plus this street's bets. */
  potTotal: number;
  pots: { amount: number; eligibleSeats: number[]; rake: number }[];
  seats: SeatView[];
  actor: number | null;
  /** When the actor's action clock ends, and when its time bank ends (ms since the epoch). */
  clockEndsAt: number | null;
  deadline: number | null;
  /** Only for the viewer when it is to act. */
  legal: LegalActions | null;
  mySeat: number | null;
  result: {
    voided: boolean;
    totalPot: number;
    rake: number;
    awards: { seat: number; amount: number; potIndex: number }[];
    showdown: { seat: number; category: string | null; bestFive: string[] | null }[];
  } | null;
};

export function tableView(table: TableState, viewerSeat: number | null): TableView {
  const hand = table.hand;
  const shown = new Set((hand?.result?.showdown ?? []).filter((entry) => entry.shown).map((entry) => entry.seat));
  const seats: SeatView[] = table.seats.map((seat) => {
    const entry = hand?.seats.find((candidate) => candidate.seat === seat.seat);
    const mayShow = entry !== undefined && (seat.seat === viewerSeat || shown.has(seat.seat));
    return {
      seat: seat.seat,
      displayName: seat.displayName,
      stack: entry?.stack ?? seat.stack,
      streetBet: entry?.streetBet ?? 0,
      inHand: entry !== undefined,
      folded: entry?.folded ?? false,
      allIn: entry?.allIn ?? false,
      sittingOut: seat.sittingOut,
      timeBankMs: seat.timeBankMs,
      cards: mayShow ? entry.hole.map(cardName) : null,
      hasHiddenCards: entry !== undefined && !mayShow && !entry.folded,
      isButton: table.buttonSeat === seat.seat,
    };
  });
  const potTotal = hand === null ? 0 : hand.seats.reduce((sum, entry) => sum + entry.totalBet, 0) + hand.deadMoney;
  const deadline = actorDeadline(table);
  return {
    handNumber: table.handNumber,
    street: hand?.street ?? null,
    board: hand?.board.map(cardName) ?? [],
    potTotal: hand?.result ? hand.result.totalPot : potTotal,
    pots: hand?.result?.pots.map(({ amount, eligibleSeats, rake }) => ({ amount, eligibleSeats, rake })) ?? [],
    seats,
    actor: hand?.actor ?? null,
    clockEndsAt:
      hand !== null && hand.actor !== null && table.actorSince !== null
        ? table.actorSince + actionClockMs(table.config, hand.street)
        : null,
    deadline,
    legal: hand !== null && hand.actor !== null && hand.actor === viewerSeat ? legalActions(hand) : null,
    mySeat: viewerSeat,
    result:
      hand?.result === null || hand?.result === undefined
        ? null
        : {
            voided: hand.result.voided,
            totalPot: hand.result.totalPot,
            rake: hand.result.rake,
            awards: hand.result.awards.map(({ seat, amount, potIndex }) => ({ seat, amount, potIndex })),
            showdown: hand.result.showdown.map((entry) =>
              entry.shown
                ? { seat: entry.seat, category: entry.category, bestFive: entry.bestFive.map(cardName) }
                : { seat: entry.seat, category: null, bestFive: null },
            ),
          },
  };
}

export type HandFairnessView = {
  handNumber: number;
  algorithm: string;
  commitment: string;
  clientSeed: string;
};

export type RoomView = {
  table: TableView;
  /** The next or running hand's commitment (the seed stays secret until the hand is over). */
  fairness: HandFairnessView | null;
  /** The last finished hand, seed revealed, as the viewer may see it. */
  lastHand: HandHistory | null;
  rules: {
    variant: TableConfig['variant'];
    smallBlind: number;
    bigBlind: number;
    minBuyIn: number;
    maxBuyIn: number;
    rakeBasisPoints: number;
    rakeCaps: { minPlayers: number; cap: number }[];
    clock: TableConfig['clock'];
  };
};
