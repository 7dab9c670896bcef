import { cardName } from './hand-evaluator.js';
import type { HandCategory } from './hand-evaluator.js';
import type { ActionRecord, HandState, PostKind, Street } from './holdem-hand.js';

/**
 * The hand history of reference §3.13: the audit record (every card, with its deck index, so a dispute can be
 * replayed), the copy a player may see (his own cards and the cards shown at showdown, nothing else), and the
 * readable lines in the order players know from PokerStars/GG histories. Lines are translation keys with values,
 * so the page renders them in the player's language.
 */

export type HandFairness = {
  algorithm: string;
  /** SHA-256 of the server seed, published before the hand. */
  commitment: string;
  clientSeed: string;
  nonce: number;
  /** Revealed once the hand is over (null while it runs). */
  serverSeed: string | null;
};

export type HistorySeat = {
  seat: number;
  playerId: string;
  displayName: string;
  startStack: number;
  /** Hole cards; in a player's copy only his own and the ones shown at showdown. */
  hole: string[] | null;
  holeDeckIndexes: number[] | null;
};

export type HandHistory = {
  handId: string;
  tableId: string;
  tableName: string;
  gameVariant: 'NLHE';
  seats: number;
  stakes: { sb: number; bb: number; currency: string };
  startedAt: string;
  endedAt: string | null;
  buttonSeat: number;
  players: HistorySeat[];
  fairness: HandFairness;
  posts: { seat: number; kind: PostKind; amount: number }[];
  board: { street: Street; cards: string[]; deckIndexes: number[] }[];
  actions: ActionRecord[];
  voided: boolean;
  uncalled: { seat: number; amount: number } | null;
  pots: { index: number; amount: number; eligibleSeats: number[]; rake: number }[];
  showdown: {
    seat: number;
    shown: boolean;
    cards: string[] | null;
    bestFive: string[] | null;
    category: HandCategory | null;
  }[];
  awards: { potIndex: number; seat: number; amount: number; oddChip: boolean }[];
  totalPot: number;
  rake: number;
  endStacks: { seat: number; stack: number; net: number }[];
};

export type HistoryContext = {
  handId: string;
  tableId: string;
  tableName: string;
  currency: string;
  startedAt: string;
  endedAt: string | null;
  players: { seat: number; playerId: string; displayName: string }[];
  fairness: HandFairness;
};

/** The complete record (audit copy): every hole card and burn position stays here, never in a player's copy. */
export function auditHistory(hand: HandState, context: HistoryContext): HandHistory {
  const result = hand.result;
  const streetsDealt: { street: Street; count: number }[] = [
    { street: 'flop', count: 3 },
    { street: 'turn', count: 1 },
    { street: 'river', count: 1 },
  ];
  let offset = 0;
  const board = streetsDealt
    .map(({ street, count }) => {
      const cards = hand.board.slice(offset, offset + count);
      const deckIndexes = hand.boardDeckIndexes.slice(offset, offset + count);
      offset += count;
      return { street, cards: cards.map(cardName), deckIndexes };
    })
    .filter((entry) => entry.cards.length > 0);
  return {
    handId: context.handId,
    tableId: context.tableId,
    tableName: context.tableName,
    gameVariant: 'NLHE',
    seats: hand.config.seatCount,
    stakes: { sb: hand.config.smallBlind, bb: hand.config.bigBlind, currency: context.currency },
    startedAt: context.startedAt,
    endedAt: context.endedAt,
    buttonSeat: hand.buttonSeat,
    players: hand.seats.map((entry) => {
      const player = context.players.find((candidate) => candidate.seat === entry.seat);
      return {
        seat: entry.seat,
        playerId: player?.playerId ?? '',
        displayName: player?.displayName ?? '',
        startStack: entry.startStack,
        hole: entry.hole.map(cardName),
        holeDeckIndexes: entry.holeDeckIndexes,
      };
    }),
    fairness: context.fairness,
    posts: hand.posts,
    board,
    actions: hand.actions,
    voided: result?.voided ?? false,
    uncalled: result?.uncalled ?? null,
    pots: result?.pots ?? [],
    showdown: (result?.showdown ?? []).map((entry) => {
      const seat = hand.seats.find((candidate) => candidate.seat === entry.seat);
      return {
        seat: entry.seat,
        shown: entry.shown,
        cards: seat?.hole.map(cardName) ?? null,
        bestFive: entry.bestFive.map(cardName),
        category: entry.category,
      };
    }),
    awards: result?.awards ?? [],
    totalPot: result?.totalPot ?? 0,
    rake: result?.rake ?? 0,
    endStacks: result?.endStacks ?? [],
  };
}

/**
 * What one seat may see: its own hole cards, and other seats' cards only where they were shown at showdown.
 * Mucked hands stay hidden (no card, no rank); other players' ids are not sent, only their display names.
 */
export function playerHistory(audit: HandHistory, viewerSeat: number | null): HandHistory {
  const shown = new Set(audit.showdown.filter((entry) => entry.shown).map((entry) => entry.seat));
  const visible = (seat: number) => seat === viewerSeat || shown.has(seat);
  return {
    ...audit,
    players: audit.players.map((player) => ({
      ...player,
      playerId: player.seat === viewerSeat ? player.playerId : '',
      hole: visible(player.seat) ? player.hole : null,
      holeDeckIndexes: visible(player.seat) ? player.holeDeckIndexes : null,
    })),
    showdown: audit.showdown.map((entry) =>
      entry.shown || entry.seat === viewerSeat ? entry : { ...entry, cards: null, bestFive: null, category: null },
    ),
  };
}

export type HistoryLine = { key: string; values: Record<string, string | number> };

/**
 * The readable history as translation keys (`holdem.history.*`): header, seats, posts, hole cards, each street's
 * actions, uncalled bet, showdown, and the summary with "Total pot X | Rake Y". Amounts stay in minor units; the page
 * formats them with the currency.
 */
export function historyLines(history: HandHistory, viewerSeat: number | null): HistoryLine[] {
  // A line names a player by display name and seat; the page words a seat without a name ("Seat 2", "You").
  const who = (seat: number) => ({
    name: history.players.find((player) => player.seat === seat)?.displayName ?? '',
    seat,
  });
  const lines: HistoryLine[] = [
    {
      key: 'holdem.history.header',
      values: { hand: history.fairness.nonce, sb: history.stakes.sb, bb: history.stakes.bb, time: history.startedAt },
    },
    {
      key: 'holdem.history.table',
      values: { table: history.tableName, seats: history.seats, button: history.buttonSeat },
    },
  ];
  for (const player of history.players) {
    lines.push({
      key: 'holdem.history.seat',
      values: { seat: player.seat, name: player.displayName, chips: player.startStack },
    });
  }
  for (const post of history.posts) {
    lines.push({ key: `holdem.history.post.${post.kind}`, values: { ...who(post.seat), amount: post.amount } });
  }
  lines.push({ key: 'holdem.history.holeCards', values: {} });
  const mine = history.players.find((player) => player.seat === viewerSeat);
  if (mine?.hole)
    lines.push({ key: 'holdem.history.dealtTo', values: { ...who(mine.seat), cards: mine.hole.join(' ') } });
  const streetLine = (street: Street) => {
    const upTo = history.board.slice(0, history.board.findIndex((entry) => entry.street === street) + 1);
    const before = upTo.slice(0, -1).flatMap((entry) => entry.cards);
    const now = upTo.at(-1)?.cards ?? [];
    lines.push({ key: `holdem.history.street.${street}`, values: { board: before.join(' '), cards: now.join(' ') } });
  };
  let street: Street = 'preflop';
  for (const action of history.actions) {
    while (action.street !== street) {
      street = action.street;
      streetLine(street);
    }
    lines.push({
      key: `holdem.history.action.${action.action}`,
      values: { ...who(action.seat), amount: action.amount, to: action.toAmount },
    });
    if (action.auto !== null)
      lines.push({ key: `holdem.history.auto.${action.auto}`, values: { ...who(action.seat) } });
  }
  for (const entry of history.board) {
    if (entry.street !== 'flop' && entry.street !== 'turn' && entry.street !== 'river') continue;
    if (history.actions.some((action) => action.street === entry.street)) continue;
    streetLine(entry.street);
  }
  if (history.voided) {
    lines.push({ key: 'holdem.history.voided', values: {} });
    return lines;
  }
  if (history.uncalled !== null && history.uncalled.amount > 0) {
    lines.push({
      key: 'holdem.history.uncalled',
      values: { ...who(history.uncalled.seat), amount: history.uncalled.amount },
    });
  }
  if (history.showdown.length > 0) {
    lines.push({ key: 'holdem.history.showdown', values: {} });
    for (const entry of history.showdown) {
      lines.push(
        entry.shown && entry.cards !== null
          ? {
              key: 'holdem.history.shows',
              values: { ...who(entry.seat), cards: entry.cards.join(' '), category: entry.category ?? '' },
            }
          : { key: 'holdem.history.mucks', values: { ...who(entry.seat) } },
      );
    }
  }
  for (const award of history.awards) {
    lines.push({
      key:
        history.pots.length > 1
          ? award.potIndex === 0
            ? 'holdem.history.collectsMain'
            : 'holdem.history.collectsSide'
          : 'holdem.history.collects',
      values: { ...who(award.seat), amount: award.amount, pot: award.potIndex },
    });
  }
  lines.push({ key: 'holdem.history.summary', values: {} });
  lines.push({ key: 'holdem.history.totalPot', values: { total: history.totalPot, rake: history.rake } });
  const board = history.board.flatMap((entry) => entry.cards);
  if (board.length > 0) lines.push({ key: 'holdem.history.board', values: { cards: board.join(' ') } });
  for (const end of history.endStacks) {
    lines.push({ key: 'holdem.history.net', values: { ...who(end.seat), net: end.net, stack: end.stack } });
  }
  if (history.fairness.serverSeed !== null) {
    lines.push({
      key: 'holdem.history.fairness',
      values: {
        commitment: history.fairness.commitment,
        seed: history.fairness.serverSeed,
        nonce: history.fairness.nonce,
      },
    });
  }
  return lines;
}
