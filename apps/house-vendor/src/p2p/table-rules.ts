import type { PlaySession } from '../play/session-store.js';
import type { Card } from '../tables/table-types.js';

/**
 * What a player-versus-player card game (Pok Deng, Texas Hold'em) plugs into the shared table layer. The game is a
 * pure state machine over its own `State`: the layer keeps the state, passes the time and the committed deck in,
 * moves the money (buy-ins, top-ups and cash-outs through the wallet), journals the stacks at every hand's end,
 * and sends each seat the view the game builds for it. Hands never touch the wallet.
 */

/** One stake level of a game: the tables of a level are interchangeable, keyed `pvp:<game>:<level>:<n>`. */
export type StakeLevel = {
  id: string;
  /** The level's unit: Pok Deng's stake, Hold'em's big blind (minor units). */
  stakeMinor: number;
  minBuyInMinor: number;
  maxBuyInMinor: number;
  seatCount: number;
};

export type SeatStack = { seat: number; playerId: string; stackMinor: number };

/** A committed deck for one hand (reference §4.3): the commitment is public before the deal, the seed after it. */
export type DealtDeck = {
  handNumber: number;
  serverSeed: string;
  commitment: string;
  /** SHA-256 of the dealt-in players' client seeds (`clientSeeds`, in dealing order, joined by ':'). */
  clientSeed: string;
  clientSeeds: string[];
  version: string;
  deck: Card[];
};

/** The table layer's dealer: a fresh committed deck for the table's next hand. */
export type Dealer = { deal(handNumber: number, seats: readonly number[]): DealtDeck };

/** A finished (or voided) hand, as the layer journals it: the stacks after it and what the house took. */
export type HandEnd = {
  handNumber: number;
  endStacks: SeatStack[];
  houseTakeMinor: number;
  voided: boolean;
  /** The full record (every card, every action, the revealed seed), kept append-only for audits. */
  audit: unknown;
};

/** What a call into the game changed, beyond its new state. */
export type TableStep<State> = {
  state: State;
  handsEnded?: HandEnd[];
  /** Seats that left the table (asked to, stood up by the rules, or broke): the chips they take home. */
  stoodUp?: SeatStack[];
};

/** A refusal of a player's wish at the table, with a stable code the page translates. */
export class TableRefusal extends Error {
  constructor(
    readonly code: string,
    readonly value: unknown = null,
  ) {
    super(code);
  }
}

export type SitInput = { seat: number; playerId: string; displayName: string; buyInMinor: number };

export interface TableRules<State> {
  /** The game id, the `<id>` of `pvp:<id>`. */
  readonly gameId: string;
  readonly levels: readonly StakeLevel[];
  /**
   * The brand's variant of the game a launch asks for (Pok Deng: how the banker is chosen), `default` when the game
   * has one way only. Players only meet at tables of their own variant.
   */
  variantOf?(session: PlaySession): string;
  createTable(level: StakeLevel, now: number, variant?: string): State;
  /** Players seated (or taking a seat) and their stacks between hands, as the game counts them. */
  seats(state: State): SeatStack[];
  handRunning(state: State): boolean;
  /** Throws a TableRefusal when the seat cannot be taken with this buy-in (checked before the wallet is asked). */
  checkSit(state: State, input: SitInput): void;
  sitDown(state: State, input: SitInput, now: number): TableStep<State>;
  /** Throws a TableRefusal when this top-up is not allowed (over the maximum, say). */
  checkTopUp(state: State, seat: number, amountMinor: number): void;
  /** Called between hands only: the layer holds a top-up bought during a hand until the hand ends. */
  topUp(state: State, seat: number, amountMinor: number, now: number): TableStep<State>;
  leave(state: State, seat: number, now: number): TableStep<State>;
  setSittingOut(state: State, seat: number, sittingOut: boolean, now: number): TableStep<State>;
  setConnected(state: State, seat: number, connected: boolean, now: number): TableStep<State>;
  /** A player's action message (`{type: 'act', ...}`); throws a TableRefusal when it is not legal now. */
  act(state: State, seat: number, message: Record<string, unknown>, now: number): TableStep<State>;
  /** Time passes: clocks run out, hands start (with a deck from the dealer) and end. */
  advance(state: State, now: number, dealer: Dealer): TableStep<State>;
  /** A fault: the running hand is cancelled and every stake goes back (reference §3.11). */
  voidHand(state: State, now: number): TableStep<State>;
  /** The table as one seat (or a watcher, null) may see it: never another seat's hidden cards. */
  view(state: State, viewerSeat: number | null, now: number): unknown;
  /**
   * A player's copy of a finished hand's record (no other player's id; what the game lets this seat see). The
   * viewer's player id lets a game tell a seat's current occupant from the one who held it in that hand.
   */
  playerHistory?(audit: unknown, viewerSeat: number | null, viewerPlayerId?: string | null): unknown;
  /** Every chip at the table, on the seats and in the running hand (the house take excluded): tests conserve it. */
  chips(state: State): number;
}

/** A game's rules with its state type forgotten: the table layer only hands each game back its own states. */
export function tableGame<State>(rules: TableRules<State>): TableRules<unknown> {
  return rules;
}
