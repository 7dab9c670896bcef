/**
 * The shapes of the house slot machines: a model (the math: symbols, reel strips, paytable, feature rules), the
 * summary a game page shows, and the outcome of one paid spin. Nothing here needs Node, so the game pages import
 * it too. Money is integer minor units; a grid is `grid[reel][row]`, rows counted from the top.
 */

export const slotModelIds = [
  'golden-temple',
  'mekong-dragon',
  'fruit-fiesta',
  'tuk-tuk-treasure',
  'jungle-tiger',
  'lucky-lantern',
  'floating-market',
] as const;
export type SlotModelId = (typeof slotModelIds)[number];

export type SlotVolatility = 'low' | 'medium' | 'high';

/** A wild stands in for every symbol but the scatter; scatters pay wherever they land. */
export type SlotSymbolKind = 'regular' | 'wild' | 'scatter';

/** Pays by how many in a row (line symbols, in line bets) or in view (the scatter, in total stakes). */
export type SlotPays = { 2?: number; 3?: number; 4?: number; 5?: number };

export type SlotSymbol = {
  id: string;
  kind: SlotSymbolKind;
  /** Short text that stands for the symbol where no drawing is available (a card rank or an emoji). */
  glyph: string;
  /** The drawing the game page uses; card ranks are drawn from their glyph. */
  icon: string;
  /** CSS colour of the symbol's tile. */
  colour: string;
  pays: SlotPays;
};

export type SlotFreeSpinRules = {
  /** Scatters in view that start free spins. */
  triggerCount: number;
  /** Free spins awarded by the number of scatters in view (3, 4, 5). */
  awards: { count: number; spins: number }[];
  /** Every win during free spins, scatter pays included, is multiplied by this. */
  multiplier: number;
  /** Whether scatters during free spins award more free spins. */
  retrigger: boolean;
  /** No round plays more free spins than this (retriggers stop adding at the cap). */
  maxSpinsPerRound: number;
};

/**
 * How a spin's symbols pay. `lines`: along the model's fixed lines, the stake split into one line bet per line.
 * `ways`: a symbol pays when it shows anywhere on adjacent reels from the leftmost, once per way (the product of
 * its count on each of those reels, wilds included), the stake split into `betUnits` coins.
 */
export type SlotPayShape = 'lines' | 'ways';

export type SlotWaysRules = {
  /** Coins in a stake: each way pays its symbol's pay in coins. */
  betUnits: number;
};

/** The math of one slot machine. Reel strips are fixed forever per model id so recorded rounds stay replayable. */
export type SlotModel = {
  id: SlotModelId;
  volatility: SlotVolatility;
  /** The exact return to player of the model, in percent rounded to two decimals (proved by slot-math). */
  statedRtpPercent: number;
  rows: number;
  /** Each line gives the row (0 = top) it crosses on each reel; empty in a ways game. */
  lines: readonly (readonly number[])[];
  /** Present in a ways game (see SlotPayShape); a line game leaves it out. */
  ways?: SlotWaysRules;
  /**
   * P(a paid round wins anything), in percent rounded to two decimals, where slot-math proves it exactly (ways
   * games); line games leave it out.
   */
  statedHitRatePercent?: number;
  symbols: readonly SlotSymbol[];
  /** One strip of symbol ids per reel; a stop shows the strip from that index downwards, wrapping around. */
  reels: readonly (readonly string[])[];
  freeSpins: SlotFreeSpinRules;
  stakeOptionsMinor: readonly number[];
};

export type SlotPosition = { reel: number; row: number };

export type SlotLineWin = {
  /** Index into the model's lines (0-based; the page shows it plus one). */
  line: number;
  symbol: string;
  count: number;
  positions: SlotPosition[];
  /** Pay in line bets times the line bet, times the free-spin multiplier when it applies. */
  winMinor: number;
};

export type SlotWayWin = {
  symbol: string;
  /** Adjacent reels from the left the symbol (or a wild standing in) shows on. */
  count: number;
  /** The product of the symbol's matching cells on each of those reels. */
  ways: number;
  positions: SlotPosition[];
  /** Pay in coins times ways times the coin value, times the free-spin multiplier when it applies. */
  winMinor: number;
};

export type SlotScatterResult = {
  symbol: string;
  count: number;
  positions: SlotPosition[];
  winMinor: number;
  /** Free spins this spin awards (before the per-round cap); 0 when the count is short or retriggers are off. */
  freeSpinsAwarded: number;
};

export type SlotSpin = {
  /** The strip index at the top row of each reel: the random draw of this spin. */
  stops: number[];
  /** `grid[reel][row]` symbol ids. */
  grid: string[][];
  lineWins: SlotLineWin[];
  /** Ways wins, one per paying symbol; always empty in a line game (and `lineWins` in a ways game). */
  wayWins: SlotWayWin[];
  scatter: SlotScatterResult;
  /** 1 in the base game, the feature multiplier in free spins. */
  multiplier: number;
  winMinor: number;
};

export type SlotFreeSpinsResult = {
  /** Free spins awarded in the round, base trigger and retriggers, after the cap. */
  awarded: number;
  played: number;
  multiplier: number;
  spins: SlotSpin[];
  winMinor: number;
};

/** One paid spin, free spins included: all a page needs to show it and all a dispute needs to replay it. */
export type SlotOutcome = {
  modelId: SlotModelId;
  stakeMinor: number;
  /** The stake's unit: the line bet in a line game, the coin value in a ways game. */
  lineBetMinor: number;
  /** Every spin's stops in play order (the base spin, then each free spin): the input of `replaySpin`. */
  stops: number[][];
  base: SlotSpin;
  freeSpins: SlotFreeSpinsResult;
  totalWinMinor: number;
};

export type SlotPaytableEntry = {
  symbol: string;
  /** `line-bet` for line symbols, `coin` (per way) in a ways game, `total-stake` for the scatter. */
  unit: 'line-bet' | 'coin' | 'total-stake';
  pays: { count: number; multiplier: number }[];
};

/** What a game page needs to draw and explain a model; no reel strips. */
export type SlotModelSummary = {
  modelId: SlotModelId;
  volatility: SlotVolatility;
  /** Percent with two decimals, e.g. 96.12. */
  statedRtpPercent: number;
  reels: number;
  rows: number;
  shape: SlotPayShape;
  lines: number[][];
  /** Ways a symbol can pay in a ways game (rows ^ reels, e.g. 243); 0 in a line game. */
  ways: number;
  /** The stake is this many line bets (the lines' count) or coins (a ways game). */
  betUnits: number;
  /** Stated P(a paid round wins), percent; null where the model does not state it. */
  hitRatePercent: number | null;
  symbols: { id: string; kind: SlotSymbolKind; glyph: string; icon: string; colour: string }[];
  paytable: SlotPaytableEntry[];
  freeSpins: SlotFreeSpinRules;
  stakeOptionsMinor: number[];
  /** A cap on one round's win in total stakes; null: no cap, every win counts in the stated RTP. */
  maxWinStakeMultiple: number | null;
};
