import type {
  BetStopReason,
  EventState,
  MarketStatus,
  MarketType,
  MatchFacts,
  OddsMilli,
  OutcomeId,
  OutcomeResult,
  SportKey,
  Specifiers,
  VoidReason,
} from '../domain/sportsbook-model.js';

/**
 * The feed contract (decision 0055; reference §6.10): what any odds feed delivers to the book, in the shape of
 * Betradar's Unified Odds Feed. The simulator is one source; a real feed's adapter is another, and the book cannot
 * tell them apart. Every message names its event and carries `seq`, strictly increasing per event: the book drops a
 * repeat and asks for a snapshot on a gap.
 */
export type FeedProducer = 'pre' | 'live';

type EventMessage = { eventId: string; producer: FeedProducer; at: string; seq: number };

export type FixtureChange = EventMessage & {
  type: 'fixture_change';
  changeType: 'NEW' | 'DATETIME' | 'CANCELLED' | 'FORMAT';
  fixture: Fixture;
};

export type Fixture = {
  eventId: string;
  sport: SportKey;
  /** For e-sports, the title (`cs2`, `lol`...); for cockfight the arena. */
  discipline?: string;
  competitionId: string;
  competitionName: LocalizedName;
  /** League tier 1 (top) to 3, for margins and limits. */
  tier: 1 | 2 | 3;
  home: Competitor;
  away: Competitor;
  startTime: string;
  /** E-sports series length; football 2 halves of 45 minutes. */
  format?: { bestOf?: number; halves?: number; halfMinutes?: number };
  /** Cockfight: fight number within the derby. */
  fightNumber?: number;
  /** Outright events list competitors instead of home and away. */
  competitors?: Competitor[];
};

export type Competitor = { id: string; name: LocalizedName };
/** Names in Thai and English at least; other languages fall back to English. */
export type LocalizedName = { th: string; en: string } & Partial<Record<'pt-BR' | 'fil', string>>;

export type FeedMarket = {
  type: MarketType;
  specifiers: Specifiers;
  status: MarketStatus;
  isMainLine: boolean;
  outcomes: FeedOutcome[];
};

export type FeedOutcome = {
  id: OutcomeId;
  oddsMilli: OddsMilli;
  /**
   * The model's fair expectation (no margin) of the share of a stake on this outcome that wins, kept beside the
   * price for cash-out, liability and calibration. With `pushProbability` (the expected share pushed back, from
   * whole and quarter lines; 0 when absent) the fair odds are (1 − push) / probability, and a leg taken at odds d
   * is worth d × probability + push per unit of stake.
   */
  probability: number;
  pushProbability?: number;
  active: boolean;
};

export type OddsChange = EventMessage & {
  type: 'odds_change';
  eventState: EventState;
  markets: FeedMarket[];
  reason?: 'model' | 'risk' | 'operator';
};

export type BetStop = EventMessage & {
  type: 'bet_stop';
  /** `all`, or market groups (`ft_main`, `1h`, `score`, `map2`...). */
  groups: string[];
  reason: BetStopReason;
};

/**
 * Results. `facts` is what happened (scores, maps, the fight); `markets` the outcome results derived from it (by
 * the shared results function), so a book that trusts the feed's results and one that derives them agree.
 * `certainty` 1 is live-scouted, 2 confirmed.
 */
export type BetSettlement = EventMessage & {
  type: 'bet_settlement';
  certainty: 1 | 2;
  facts: MatchFacts;
  markets: { type: MarketType; specifiers: Specifiers; outcomes: OutcomeResult[] }[];
};

export type RollbackBetSettlement = EventMessage & {
  type: 'rollback_bet_settlement';
  markets: { type: MarketType; specifiers: Specifiers }[];
};

/** Voids bets on the markets; with a window, only bets placed inside it. */
export type BetCancel = EventMessage & {
  type: 'bet_cancel';
  startTime?: string;
  endTime?: string;
  voidReason: VoidReason;
  markets: { type: MarketType; specifiers: Specifiers }[];
};

export type Alive = { type: 'alive'; producer: FeedProducer; at: string; subscribed: boolean };

/** Commit–reveal of the simulator's daily seed per sport (decision 0055): the hash before play, the seed after. */
export type SeedCommitment = {
  type: 'seed_commitment';
  sport: SportKey;
  /** The business day, YYYY-MM-DD in the brand's time zone. */
  day: string;
  seedHash: string;
  /** Present once the day has closed. */
  seed?: string;
  at: string;
};

export type FeedMessage =
  FixtureChange | OddsChange | BetStop | BetSettlement | RollbackBetSettlement | BetCancel | Alive | SeedCommitment;

/**
 * A feed the book subscribes to. `snapshot` replays the current state of every open event (fixtures, then the
 * latest odds) after a restart or a gap, as a UOF recovery does.
 */
export type FeedSource = {
  subscribe(handler: (message: FeedMessage) => Promise<void>): () => void;
  snapshot(handler: (message: FeedMessage) => Promise<void>): Promise<void>;
};
