import type { OddsPolicy } from '../../src/domain/sportsbook-model.js';
import { parlayOddsMilliOf } from '../../src/markets/odds-format.js';
import { potentialReturnOf } from '../../src/markets/payout.js';

/** One pick on the slip: what the board showed when it was tapped, kept current by the stream. */
export type SlipSelection = {
  eventId: string;
  eventName: string;
  marketKey: string;
  marketType: string;
  lineLabel: string;
  outcomeId: string;
  outcomeLabel: string;
  oddsMilli: number;
  oddsVersion: number;
  /** The price when the player last saw and accepted it; a difference is shown as a change to accept. */
  acceptedOddsMilli: number;
  /** Locked (market suspended or closed, outcome inactive): the slip refuses to send it. */
  locked: boolean;
  live: boolean;
  parlayable: boolean;
  /** Live Asian handicap: the score the line counts from, read from the market's `score` specifier. */
  scoreAtBet?: { home: number; away: number };
};

export const selectionKeyOf = (selection: Pick<SlipSelection, 'eventId' | 'marketKey' | 'outcomeId'>): string =>
  `${selection.eventId}|${selection.marketKey}|${selection.outcomeId}`;

export const parlayLegsMinimum = 2;
export const parlayLegsMaximum = 10;

/** What stops the slip from sending, checked in the browser so the player reads it before tapping. */
export type SlipProblem =
  | 'STAKE_MISSING'
  | 'STAKE_BELOW_MINIMUM'
  | 'INSUFFICIENT_FUNDS'
  | 'PARLAY_TOO_FEW'
  | 'PARLAY_TOO_MANY'
  | 'PARLAY_SAME_EVENT'
  | 'PARLAY_NOT_ALLOWED'
  | 'SELECTION_LOCKED'
  | 'ODDS_CHANGED';

/** The score a rest-of-match market counts from (`score=1:0|hcp=-0.5`), or undefined on any other market. */
export function scoreAtBetOf(marketKey: string): { home: number; away: number } | undefined {
  const match = /(?:^|\|)score=(\d+):(\d+)(?:\||$)/.exec(marketKey);
  if (!match) return undefined;
  return { home: Number(match[1]), away: Number(match[2]) };
}

/** What a single returns if it wins: floor(stake × odds), the markets' own formula. */
export function singleReturnOf(stakeMinor: bigint, oddsMilli: number): bigint {
  return potentialReturnOf(stakeMinor, [oddsMilli]);
}

/** What a parlay returns if every leg wins: floor(stake × Π odds), rounded once. */
export function parlayReturnOf(stakeMinor: bigint, selections: readonly SlipSelection[]): bigint {
  return potentialReturnOf(
    stakeMinor,
    selections.map((selection) => selection.oddsMilli),
  );
}

/** The combined parlay odds shown above the stake box (decimal thousandths, rounded down). */
export function parlayOddsOf(selections: readonly SlipSelection[]): number | undefined {
  if (selections.length === 0) return undefined;
  return parlayOddsMilliOf(selections.map((selection) => selection.oddsMilli));
}

export function parlayProblemOf(selections: readonly SlipSelection[]): SlipProblem | undefined {
  if (selections.length < parlayLegsMinimum) return 'PARLAY_TOO_FEW';
  if (selections.length > parlayLegsMaximum) return 'PARLAY_TOO_MANY';
  if (selections.some((selection) => !selection.parlayable)) return 'PARLAY_NOT_ALLOWED';
  const events = new Set(selections.map((selection) => selection.eventId));
  if (events.size !== selections.length) return 'PARLAY_SAME_EVENT';
  return undefined;
}

export function stakeProblemOf(
  stakeMinor: bigint | undefined,
  minimumMinor: bigint,
  balanceMinor: bigint,
): SlipProblem | undefined {
  if (stakeMinor === undefined || stakeMinor === 0n) return 'STAKE_MISSING';
  if (stakeMinor < minimumMinor) return 'STAKE_BELOW_MINIMUM';
  if (stakeMinor > balanceMinor) return 'INSUFFICIENT_FUNDS';
  return undefined;
}

/**
 * A locked pick stops the slip; a moved price stops it unless the player's odds policy already accepts the move
 * (any move, or a better price under BETTER), in which case the server applies the same policy.
 */
export function selectionsProblemOf(
  selections: readonly SlipSelection[],
  oddsPolicy: OddsPolicy,
): SlipProblem | undefined {
  if (selections.some((selection) => selection.locked)) return 'SELECTION_LOCKED';
  const refused = selections.some((selection) => {
    if (selection.oddsMilli === selection.acceptedOddsMilli || oddsPolicy === 'ANY') return false;
    return oddsPolicy === 'NONE' || selection.oddsMilli < selection.acceptedOddsMilli;
  });
  return refused ? 'ODDS_CHANGED' : undefined;
}
