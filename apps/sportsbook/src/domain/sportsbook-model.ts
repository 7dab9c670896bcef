/**
 * The sportsbook's shared vocabulary (decision 0055). Names follow the feed vocabulary real books speak (Betradar's
 * Unified Odds Feed, see ../shared/reference/sportsbook.md §2 and §6.10) so that a real feed's adapter maps onto it
 * field by field. Every part of the app (feed, pricing, results, betting, settlement, player API) uses these types;
 * change them here, not in a copy.
 */

export const sportKeys = ['football', 'esports', 'cockfight'] as const;
export type SportKey = (typeof sportKeys)[number];

/** The e-sports titles the simulator runs; their market catalogues differ. */
export const esportsTitles = ['cs2', 'lol', 'dota2', 'valorant'] as const;
export type EsportsTitle = (typeof esportsTitles)[number];

/** Decimal odds in integer thousandths: 1.925 is 1925. Always above 1000 on an open outcome. */
export type OddsMilli = number;

/** Money in the brand currency's minor units, as decimal digits (BigInt-safe across JSON). */
export type MinorText = string;

/** UOF `sport_event_status/@status`. */
export const eventStatuses = {
  notStarted: 0,
  live: 1,
  suspended: 2,
  ended: 3,
  closed: 4,
  cancelled: 5,
  delayed: 6,
  interrupted: 7,
  postponed: 8,
  abandoned: 9,
} as const;
export type EventStatus = (typeof eventStatuses)[keyof typeof eventStatuses];

/** UOF market status: only ACTIVE accepts bets; a bet stop moves ACTIVE to SUSPENDED and nothing else. */
export const marketStatuses = {
  active: 1,
  inactive: 0,
  suspended: -1,
  handedOver: -2,
  settled: -3,
  cancelled: -4,
} as const;
export type MarketStatus = (typeof marketStatuses)[keyof typeof marketStatuses];

/**
 * Market types (reference §2.4). A rest-of-match market (`*_rest`) carries the score at the time it was priced in
 * its `score` specifier, UOF's way of settling live Asian handicap on the goals scored after the bet: the score
 * changing closes the market and opens another with the new score.
 */
export const marketTypes = [
  'ft_1x2',
  'ft_ah',
  'ft_ah_rest',
  'ft_ou',
  'ft_oe',
  'ft_cs',
  'ht_ft',
  '1h_1x2',
  '1h_ah',
  '1h_ou',
  '1h_oe',
  'outright',
  'esp_match',
  'esp_map_winner',
  'esp_map_hcp',
  'esp_total_maps',
  'esp_map_total',
  'esp_map_oe',
  'cf_winner',
] as const;
export type MarketType = (typeof marketTypes)[number];

/**
 * Specifiers in canonical form: keys sorted, `k=v` joined by `|` (`hcp=-0.25`, `hcp=-0.5|score=1:0`, `mapnr=2`).
 * Handicaps are from the home side's view, in quarter steps; totals in quarter steps too.
 */
export type Specifiers = string;

/** One market of one event: `type` plus canonical specifiers, e.g. `ft_ah|hcp=-0.25` (type alone when none). */
export type MarketKey = string;

/**
 * Outcome ids per market type: `home`/`away` (handicaps, match and map winners), `1`/`X`/`2` (1X2), `over`/`under`,
 * `odd`/`even`, `h:a` score grid plus `aos` (correct score), `1/1`…`2/2` (HT/FT), `meron`/`wala`/`draw` (cockfight),
 * a competitor id (outright).
 */
export type OutcomeId = string;

/** The state of play the feed reports with every change; the board and the live clock show it. */
export type EventState = {
  status: EventStatus;
  /** `1H` `HT` `2H` `FT`; `MAP_n` `BETWEEN_MAPS`; `BETTING_OPEN` `LAST_CALL` `CLOSED` `FIGHTING` `RESULT`. */
  matchStatus: string;
  /** Seconds of play on the match clock (football), of the current map (e-sports). */
  clockSeconds: number;
  score: { home: number; away: number };
  /** Football halves, or maps won per map for e-sports (1 for the winner's side). */
  periodScores: { period: string; home: number; away: number }[];
  redCards?: { home: number; away: number };
};

/**
 * Everything a market's result can be derived from once play is over (or a part of it is): the one input of the
 * results function, whether the simulator or an operator's manual settlement produced it.
 */
export type MatchFacts =
  | {
      sport: 'football';
      halfTime?: { home: number; away: number };
      fullTime?: { home: number; away: number };
    }
  | {
      sport: 'esports';
      /** Maps played so far in order; `total` is the map's rounds (CS2, Valorant) or kills (LoL, Dota 2). */
      maps: { winner: 'home' | 'away'; total: number }[];
      bestOf: number;
    }
  | { sport: 'cockfight'; winner?: 'meron' | 'wala' | 'draw' }
  | { sport: 'outright'; winner?: OutcomeId };

/**
 * One outcome's result as UOF sends it: `result` 1 won, 0 lost; `voidFactor` 0.5 makes half of the stake void
 * (a quarter line's half win or half loss), 1 voids it all; `deadHeatFactor` the share paid on a tie for a place.
 */
export type OutcomeResult = {
  outcomeId: OutcomeId;
  result: 0 | 1;
  voidFactor?: 0 | 0.5 | 1;
  deadHeatFactor?: number;
};

/** The fractions of a leg's stake that win, push and lose (w + p + l = 1), after void and dead heat. */
export type LegFractions = { win: number; push: number; lose: number };

/** A ticket's label once settled (reference §5.2). */
export const ticketResults = [
  'WON',
  'LOST',
  'HALF_WON',
  'HALF_LOST',
  'PUSH',
  'VOID',
  'PARTIAL_WON',
  'PARTIAL_LOST',
] as const;
export type TicketResult = (typeof ticketResults)[number];

export const ticketStatuses = ['PENDING', 'OPEN', 'REJECTED', 'SETTLED', 'CANCELLED', 'CASHED_OUT'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

/** What the player accepts when the price moved between the slip and the decision. */
export const oddsPolicies = ['NONE', 'BETTER', 'ANY'] as const;
export type OddsPolicy = (typeof oddsPolicies)[number];

/** Display formats, derived from decimal odds and never used to settle. */
export const oddsFormats = ['decimal', 'hongkong', 'malay', 'indonesian'] as const;
export type OddsFormat = (typeof oddsFormats)[number];

export const voidReasons = [
  'EVENT_CANCELLED',
  'EVENT_POSTPONED_48H',
  'EVENT_ABANDONED',
  'FORMAT_CHANGED',
  'RESULT_UNVERIFIABLE',
  'INCORRECT_ODDS',
  'LATE_BET',
  'MANUAL',
] as const;
export type VoidReason = (typeof voidReasons)[number];

/** Bet-stop reasons mirrored from UOF's list (reference §2.6), plus the e-sports and cockfight ones. */
export const betStopReasons = {
  possibleGoal: 1,
  possibleRedCard: 2,
  scoutLost: 3,
  possiblePenalty: 8,
  matchEnded: 12,
  dangerousAttack: 20,
  maintenance: 49,
  roundEnd: 100,
  mapEnd: 101,
  lastCall: 102,
} as const;
export type BetStopReason = (typeof betStopReasons)[keyof typeof betStopReasons];
