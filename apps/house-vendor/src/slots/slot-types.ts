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

/** The math of one slot machine. Reel strips are fixed forever per model id so recorded rounds stay replayable. */
export type SlotModel = {
  id: SlotModelId;
  volatility: SlotVolatility;
  /** The exact return to player of the model, in percent rounded to two decimals (proved by slot-math). */
  statedRtpPercent: number;
  rows: number;
  /** Each line gives the row (0 = top) it crosses on each reel. */
  lines: readonly (readonly number[])[];
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
  lineBetMinor: number;
  /** Every spin's stops in play order (the base spin, then each free spin): the input of `replaySpin`. */
  stops: number[][];
  base: SlotSpin;
  freeSpins: SlotFreeSpinsResult;
  totalWinMinor: number;
};

export type SlotPaytableEntry = {
  symbol: string;
  /** `line-bet` for line symbols, `total-stake` for the scatter. */
  unit: 'line-bet' | 'total-stake';
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
  lines: number[][];
  symbols: { id: string; kind: SlotSymbolKind; glyph: string; icon: string; colour: string }[];
  paytable: SlotPaytableEntry[];
  freeSpins: SlotFreeSpinRules;
  stakeOptionsMinor: number[];
  /** A cap on one round's win in total stakes; null: no cap, every win counts in the stated RTP. */
  maxWinStakeMultiple: number | null;
};
