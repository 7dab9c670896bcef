import type { LegFractions, MarketType, OutcomeResult, TicketResult } from '../domain/sportsbook-model.js';
import { cashOutValueOf } from '../markets/cash-out.js';
import { marketDefinitionOf } from '../markets/market-catalogue.js';
import { legFractionsOf, parlayDecidedEarly, payoutOf, potentialReturnOf, ticketResultOf } from '../markets/payout.js';

export type PayoutLeg = { oddsMilli: number; fractions: LegFractions };

/** A running leg as cash-out sees it: its price and the current fair chances of its outcome (no margin). */
export type CashOutLeg = {
  oddsMilli: number;
  /** Set once the leg is decided. */
  fractions?: LegFractions;
  probability: number;
  pushProbability: number;
};

/**
 * The pure maths tickets are priced and settled with (the markets part, src/markets/, decision 0058), received
 * rather than imported so a test can count or break a call. Every amount is BigInt minor units, rounded down once
 * per ticket.
 */
export type TicketMaths = {
  legFractionsOf(result: OutcomeResult): LegFractions;
  payoutOf(stakeMinor: bigint, legs: PayoutLeg[]): bigint;
  potentialReturnOf(stakeMinor: bigint, oddsMilli: number[]): bigint;
  ticketResultOf(input: {
    kind: 'single' | 'parlay';
    stakeMinor: bigint;
    payoutMinor: bigint;
    legs: (LegFractions & { voided?: boolean })[];
  }): TicketResult;
  /** A parlay is decided before its last leg when a decided leg lost all of its stake. */
  parlayDecidedEarly(legs: (LegFractions | undefined)[]): boolean;
  /** Undefined when there is nothing to offer (a leg lost, or none still running). */
  cashOutValueOf(input: { stakeMinor: bigint; legs: CashOutLeg[]; marginBasisPoints: number }): bigint | undefined;
  isParlayable(marketType: MarketType): boolean;
};

/** The book's one implementation: src/markets/. */
export const bookTicketMaths: TicketMaths = {
  legFractionsOf,
  payoutOf,
  potentialReturnOf,
  ticketResultOf: ({ kind, stakeMinor, payoutMinor, legs }) => ticketResultOf(kind, stakeMinor, payoutMinor, legs),
  parlayDecidedEarly,
  cashOutValueOf: ({ stakeMinor, legs, marginBasisPoints }) =>
    cashOutValueOf({
      stakeMinor,
      marginBasisPoints,
      legs: legs.map((leg) =>
        leg.fractions
          ? { state: 'decided' as const, oddsMilli: leg.oddsMilli, fractions: leg.fractions }
          : {
              state: 'running' as const,
              oddsMilli: leg.oddsMilli,
              probability: leg.probability,
              pushProbability: leg.pushProbability,
            },
      ),
    }),
  isParlayable: (marketType: MarketType) => marketDefinitionOf(marketType).parlayable,
};
