/**
 * The shapes of the house vendor's live tables: what a round drew (kept whole, so a disputed round can be
 * replayed card by card), what the page is told about a table and its current round, and the bets it sends.
 * Engine code works in integer minor units; these HTTP-facing shapes carry amounts as decimal strings.
 */

export const tableKinds = ['baccarat', 'roulette', 'dragon-tiger'] as const;
export type TableKind = (typeof tableKinds)[number];

/** A bet as the page sends it: a spot id of the table (see each engine's spot list) and a decimal amount. */
export type TableBet = { spot: string; amount: string };

/** A bet inside the vendor, after parsing: the amount in integer minor units. */
export type TableBetMinor = { spot: string; amountMinor: number };

export const cardSuits = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
export type CardSuit = (typeof cardSuits)[number];

/** A playing card; rank 1 is the ace, 11 to 13 are jack, queen and king. */
export type Card = { rank: number; suit: CardSuit };

export type BaccaratWinner = 'player' | 'banker' | 'tie';

/** A punto banco coup: the cards in the order each hand received them, and what they make. */
export type BaccaratOutcome = {
  kind: 'baccarat';
  playerCards: Card[];
  bankerCards: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
  /** Either hand's first two cards total 8 or 9, so no third card was drawn. */
  natural: boolean;
  playerPair: boolean;
  bankerPair: boolean;
};

export type RouletteColor = 'red' | 'black' | 'green';

export type RouletteOutcome = { kind: 'roulette'; number: number; color: RouletteColor };

export type DragonTigerWinner = 'dragon' | 'tiger' | 'tie';

export type DragonTigerOutcome = { kind: 'dragon-tiger'; dragonCard: Card; tigerCard: Card; winner: DragonTigerWinner };

export type TableOutcome = BaccaratOutcome | RouletteOutcome | DragonTigerOutcome;

/** The outcome type of one table kind. */
export type OutcomeOf<Kind extends TableKind> = Extract<TableOutcome, { kind: Kind }>;

export type TablePhase = 'betting' | 'drawing' | 'settled';

/** How long each phase of a round lasts; a round is the three phases back to back, with no gap between rounds. */
export type TableTimetable = { bettingMs: number; drawingMs: number; settledMs: number };

/** One spot of the betting layout as the page shows it. */
export type TableSpotSummary = {
  /** The spot id bets name, e.g. `banker`, `straight-17`, `dozen-2`. */
  id: string;
  /** What a winning bet is paid besides its stake, as players read it: "1:1", "0.95:1", "35:1". */
  payout: string;
  minBet: string;
  maxBet: string;
};

/** What the page needs to draw a table: its spots, payouts and limits (decimal strings), chips and timing. */
export type TableSummary = {
  tableId: string;
  kind: TableKind;
  spots: TableSpotSummary[];
  /** The most one player may stake on one round, all spots together. */
  roundMaxBet: string;
  /** Every bet amount is a whole multiple of this (so every payout is exact in minor units). */
  betStep: string;
  /** Chip values the page offers, ascending. */
  chips: string[];
  timetable: TableTimetable;
  /** Decks in the shoe (card tables); every coup is dealt from a freshly shuffled full shoe. */
  decks: number | null;
};

/** A past round for the history strip (the road). */
export type TableHistoryEntry = { roundId: string; roundNumber: number; outcome: TableOutcome };

/** The shared table's current round as every player sees it. */
export type TableView = {
  tableId: string;
  kind: TableKind;
  roundId: string;
  roundNumber: number;
  phase: TablePhase;
  /** ISO 8601 UTC. */
  phaseEndsAt: string;
  /** ISO 8601 UTC: the server's clock when it answered, so the page can correct its own for the countdown. */
  serverTime: string;
  /** The current round's draw; null while bets are open. */
  outcome: TableOutcome | null;
  /** Up to 20 settled rounds before the current one, newest first. */
  history: TableHistoryEntry[];
};
