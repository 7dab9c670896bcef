import type { Rational } from './combinatorics.js';
import type { DrawResult, FamilyCode, ResultKind } from './lottery-families.js';

/**
 * `count` bets of a ticket landed on prize `level` (a key of the odds table). `number` names the selected number
 * that won, so a hot-number payout cut can apply to it.
 */
export type Hit = { level: string; count: number; number?: string };

/**
 * One side of a round rule: a member may not hold more than the bet type's limit of distinct sides in a group
 * within one draw (WinGo: not both big and small; no 8 or more numbers).
 */
export type RoundSide = { group: string; side: string };

/** How a ticket is priced: ELOTT-style fixed odds (stake included) or LOTT official plays with a prize group. */
export type Pricing = 'fixed-odds' | 'prize-group';

/** A parsed, validated selection ready to price and settle. */
export type PreparedSelection = {
  betTypeCode: string;
  /** The canonical text stored on the ticket; preparing it again gives the same selection. */
  normalized: string;
  /** How many bets (combinations) the selection holds; the stake is per bet. */
  betCount: number;
  /** Numbers a hot-number limit may close or cut (Thai, Lao, Vietnam, 4D). */
  numbers: readonly string[];
  sides: readonly RoundSide[];
  /** What the selection wins on a result. Pure: never sees a stake or another ticket. */
  evaluate: (result: DrawResult) => Hit[];
  /**
   * The selection split into parts that settle independently (canonical texts of the same bet type): its single
   * bets, or, where one bet cannot be written alone (a 4D box number stands for all its orders), its smallest
   * parts. Their bet counts and payouts add up to the selection's.
   */
  listSingles: () => string[];
};

export type BetType = {
  code: string;
  families: readonly FamilyCode[];
  pricing: Pricing;
  name: string;
  /** The original or local name the rulebook uses (组三, Lô 2 số, 3 ตัวบน...). */
  localName: string;
  resultKind: ResultKind;
  /** Every level `evaluate` can return: the odds table must price each. */
  levels: readonly string[];
  /** Levels that return the stake rather than win (a tie): refund at the table's rate (1.000 = push, 0 = lose). */
  tieLevels: readonly string[];
  /** Prize-group plays: the exact chance a single bet wins each level, from which a series quotes its prize. */
  winProbabilities?: Readonly<Record<string, Rational>>;
  /** The most distinct sides a member may hold per group in one draw. */
  roundLimits?: Readonly<Record<string, number>>;
  /** Selections that show every odds class of the bet type (documentation and the RTP bench). */
  sampleSelections: readonly string[];
  /** Parses and validates a selection text; throws SelectionError when it is not a valid selection. */
  prepare: (text: string) => PreparedSelection;
};

/** A selection text that is not a valid bet. `reason` is for the player-facing message's detail. */
export class SelectionError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'SelectionError';
  }
}

type BetTypeSpecification<Parsed, Kind extends ResultKind> = Omit<BetType, 'prepare' | 'resultKind' | 'tieLevels'> & {
  resultKind: Kind;
  tieLevels?: readonly string[];
  parse: (text: string) => Parsed;
  format: (parsed: Parsed) => string;
  count: (parsed: Parsed) => number;
  singles: (parsed: Parsed) => Iterable<Parsed>;
  evaluate: (parsed: Parsed, result: Extract<DrawResult, { kind: Kind }>) => Hit[];
  numbers?: (parsed: Parsed) => readonly string[];
  sides?: (parsed: Parsed) => readonly RoundSide[];
};

/** A structural ceiling (a full 5-star 复式 is 100,000 bets); the brand's lower limit is applied when pricing. */
export const maxBetsPerSelection = 100_000;

/** Builds a bet type from typed parts; the closures keep each selection's parsed form away from callers. */
export function defineBetType<Parsed, Kind extends ResultKind>(
  specification: BetTypeSpecification<Parsed, Kind>,
): BetType {
  const { parse, format, count, singles, evaluate, numbers, sides, ...described } = specification;
  const isKind = (result: DrawResult): result is Extract<DrawResult, { kind: Kind }> =>
    result.kind === specification.resultKind;
  return {
    ...described,
    tieLevels: specification.tieLevels ?? [],
    prepare(text) {
      const parsed = parse(text.trim());
      const betCount = count(parsed);
      if (betCount < 1) throw new SelectionError('the selection holds no bet');
      if (betCount > maxBetsPerSelection) throw new SelectionError(`more than ${maxBetsPerSelection} bets`);
      return {
        betTypeCode: specification.code,
        normalized: format(parsed),
        betCount,
        numbers: numbers?.(parsed) ?? [],
        sides: sides?.(parsed) ?? [],
        evaluate(result) {
          if (!isKind(result))
            throw new TypeError(`${specification.code} settles on ${specification.resultKind} results`);
          return evaluate(parsed, result).filter((hit) => hit.count > 0);
        },
        listSingles: () => [...singles(parsed)].map(format),
      };
    },
  };
}
