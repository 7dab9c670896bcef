/**
 * The HTTP contract between the house vendor's game pages (client/) and its server (src/): JSON in, JSON out,
 * amounts as decimal strings in the currency's scale ("12.50"). Every answer is
 * `{ success, message, value, code? }` like the platform's. The page never talks to the platform: the vendor
 * server settles every bet through the platform's seamless wallet API.
 */
import type { FeatureSlotOutcome, FeatureSlotSummary } from '../slots/feature-summary.js';
import type { SlotModelSummary, SlotOutcome } from '../slots/slot-types.js';
import type { TableBet, TableKind, TableSummary, TableView } from '../tables/table-types.js';
import type { FishingGameSummary } from '../fishing/fishing-math.js';

export type PlayMode = 'real' | 'demo';
export type VendorLanguage = 'th' | 'en' | 'pt-BR' | 'fil';

export type Envelope<Value> = { success: boolean; message: string; value: Value; code?: string };

/** Error codes the vendor answers; the page translates them. */
export const playErrorCodes = [
  'SESSION_NOT_FOUND',
  'LAUNCH_TOKEN_INVALID',
  'INSUFFICIENT_FUNDS',
  'INVALID_STAKE',
  'INVALID_BET',
  'BETTING_CLOSED',
  'TOO_FAST',
  'WALLET_UNAVAILABLE',
  'PLAYER_BLOCKED',
  'NOT_FOUND',
  'VALIDATION_FAILED',
  'FEATURE_BUY_OFF',
  'MAX_BET_EXCEEDED',
  'BONUS_GAME_NOT_ELIGIBLE',
] as const;
export type PlayErrorCode = (typeof playErrorCodes)[number];

/** The page's URL: `/play?token=<launch token>&game=<vendor game id>&lang=<language>`, opened in the site's frame. */
export const playPagePath = '/play';

/** POST /api/sessions: the page trades the launch token for a play session. */
export type OpenSessionRequest = { token: string };
export type OpenSessionAnswer = {
  sessionId: string;
  mode: PlayMode;
  currency: string;
  /** Play money in demo mode. */
  balance: string;
  language: VendorLanguage;
  /** The catalogue name of the launched game, in the session's language. */
  gameName: string;
  /** The vendor game id, `slot:<model id>` or a table kind. */
  vendorGameId: string;
  /** The brand's IANA time zone, for the times the page shows. */
  timeZone: string;
  /**
   * Real money: `transfer` when the money played is the provider's game wallet the player fills from the site's
   * Wallet page (a transfer-wallet launch), not the site's main balance.
   */
  walletModel?: 'seamless' | 'transfer';
  slot?: SlotModelSummary;
  /** A cluster or hold-and-win game (launched as `slot:<id>` too); its page plays it instead of reels. */
  featureSlot?: FeatureSlotSummary;
  /** Stakes the page offers (slots), decimal strings. */
  stakes?: string[];
  table?: TableSummary;
  /** Fishing (`fish:<id>`): the species, their pays, the stated RTP and the rooms; play runs on /api/live/fishing. */
  fishing?: FishingGameSummary;
};

/** POST /api/slot/spin. One paid spin settles as one bet-and-win; its free spins are part of the same round. */
export type SpinRequest = { sessionId: string; stake: string };
export type SpinAnswer = {
  roundId: string;
  stake: string;
  win: string;
  balance: string;
  outcome: SlotOutcome;
  /** What the progressive jackpot paid on this spin (decision 0087); absent when it did not trigger. */
  jackpotWin?: string;
};

/**
 * POST /api/slot/feature-spin: one paid round of a cluster or hold-and-win game, one bet-and-win. `buy: true` buys
 * the feature for its price in stakes, only where the launch said the brand offers it (else FEATURE_BUY_OFF).
 */
export type FeatureSpinRequest = { sessionId: string; stake: string; buy?: boolean };
export type FeatureSpinAnswer = {
  roundId: string;
  /** What the round cost: the stake, or the buy price. */
  stake: string;
  win: string;
  balance: string;
  outcome: FeatureSlotOutcome;
  /** What the progressive jackpot paid on this round (decision 0087); absent when it did not trigger. */
  jackpotWin?: string;
};

/** GET /api/slot/history?sessionId=: this session's rounds, newest first (at most 20). */
export type SlotHistoryAnswer = {
  rounds: { roundId: string; at: string; stake: string; win: string; freeSpins: number }[];
};

/** GET /api/table/state?sessionId=: the shared table's current round, polled about once a second. */
export type TableStateAnswer = TableView & { balance: string; myBets: TableBet[]; myWin: string | null };

/** POST /api/table/bets: adds bets to the open round (each debited at once); answers the new balance. */
export type PlaceTableBetsRequest = { sessionId: string; roundId: string; bets: TableBet[] };
export type PlaceTableBetsAnswer = { balance: string; myBets: TableBet[] };

export type { TableKind };
