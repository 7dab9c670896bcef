import type { ContractTermsWire, TierPayWire } from '@croupier/contracts';
import { formatMinor, parseMinor, ratePpmOf, rateTextOf } from '@croupier/contracts';
import { z } from 'zod';
import { DomainError } from '../../lib/domain-error.js';
import { termsToStored } from './agent-contracts.stored-terms.js';
import type { StoredTerms } from './agent-contracts.tables.js';
import type { ContractTerms, TermsProblem, TierPay } from './agent-contracts.terms.js';
import { termsProblems } from './agent-contracts.terms.js';

/**
 * Terms in and out of the database and the wire (decision 0074). Stored: the engine's `ContractTerms` with every
 * bigint a decimal string of minor units, parsed strictly and checked by `termsProblems` both ways, so a stored
 * version is always valid terms. Wire: amounts in major units ("1500.00"), rates in percent ("1.2").
 */

const minorText = z
  .string()
  .regex(/^-?\d{1,19}$/)
  .transform((text) => BigInt(text));
const ppm = z.number().int();
const count = z.number().int();

const storedPay = z.discriminatedUnion('type', [
  z.object({ type: z.literal('percent'), ratePpm: ppm }).strict(),
  z.object({ type: z.literal('fixed'), amountMinor: minorText }).strict(),
]);
const storedSalaryTier = z.object({ minValidBetMinor: minorText, minActiveMembers: count, pay: storedPay }).strict();

const storedTermsSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('dividend'),
      period: z.enum(['daily', 'weekly', 'semimonthly', 'monthly']),
      carryMode: z.enum(['none', 'loss_carried', 'loss_carried_monthly_reset', 'full']),
      activeMemberMinValidBetMinor: minorText,
      tiers: z.array(
        z
          .object({
            minValidBetMinor: minorText,
            minNetLossMinor: minorText,
            minActiveMembers: count,
            minPeriodicValidBetMinor: minorText,
            pay: storedPay,
          })
          .strict(),
      ),
    })
    .strict(),
  z
    .object({
      kind: z.literal('daily_salary'),
      activeMemberMinValidBetMinor: minorText,
      manualReceive: z.object({ claimWindowMinutes: count }).strict().nullable(),
      tiers: z.array(storedSalaryTier),
    })
    .strict(),
  z
    .object({
      kind: z.literal('hourly_salary'),
      slot: z.enum(['hour', 'half_hour']),
      unitValueMinor: minorText,
      activeMemberMinValidBetMinor: minorText,
      tiers: z.array(storedSalaryTier),
    })
    .strict(),
  z
    .object({
      kind: z.literal('realtime_salary'),
      tiers: z.array(z.object({ minDrawStakeMinor: minorText, lossRatePpm: ppm, winRatePpm: ppm }).strict()),
    })
    .strict(),
]);

export class StoredTermsError extends Error {
  constructor(readonly problems: readonly TermsProblem[] | string) {
    super(`stored contract terms are not valid: ${JSON.stringify(problems)}`);
    this.name = 'StoredTermsError';
  }
}

/** The stored JSON of valid terms; refuses terms the engine would refuse (the offer flows check first). */
export function storeTerms(terms: ContractTerms): StoredTerms {
  const problems = termsProblems(terms);
  if (problems.length > 0) throw new StoredTermsError(problems);
  return termsToStored(terms);
}

/**
 * Terms read back from a version: parsed strictly (no unknown key, every amount an integer string) and checked
 * again, so a corrupt row never reaches an answer (the settlement runs skip such a contract).
 */
export function readStoredTerms(stored: unknown): ContractTerms {
  const parsed = storedTermsSchema.safeParse(stored);
  if (!parsed.success) throw new StoredTermsError(parsed.error.message);
  const terms = parsed.data as ContractTerms;
  const problems = termsProblems(terms);
  if (problems.length > 0) throw new StoredTermsError(problems);
  return terms;
}

const minorOf = (text: string) => parseMinor(text);

function payOf(pay: TierPayWire): TierPay {
  return pay.type === 'percent'
    ? { type: 'percent', ratePpm: ratePpmOf(pay.rate) }
    : { type: 'fixed', amountMinor: minorOf(pay.amount) };
}

function wirePayOf(pay: TierPay): TierPayWire {
  return pay.type === 'percent'
    ? { type: 'percent', rate: rateTextOf(pay.ratePpm) }
    : { type: 'fixed', amount: formatMinor(pay.amountMinor) };
}

/** Wire terms (already shaped by the declared schema) as the engine's; `termsProblems` is the caller's next step. */
export function termsFromWire(wire: ContractTermsWire): ContractTerms {
  switch (wire.kind) {
    case 'dividend':
      return {
        kind: 'dividend',
        period: wire.period,
        carryMode: wire.carryMode,
        activeMemberMinValidBetMinor: minorOf(wire.activeMemberMinValidBet),
        tiers: wire.tiers.map((tier) => ({
          minValidBetMinor: minorOf(tier.minValidBet),
          minNetLossMinor: minorOf(tier.minNetLoss),
          minActiveMembers: tier.minActiveMembers,
          minPeriodicValidBetMinor: minorOf(tier.minPeriodicValidBet),
          pay: payOf(tier.pay),
        })),
      };
    case 'daily_salary':
      return {
        kind: 'daily_salary',
        activeMemberMinValidBetMinor: minorOf(wire.activeMemberMinValidBet),
        manualReceive: wire.manualReceive,
        tiers: wire.tiers.map((tier) => ({
          minValidBetMinor: minorOf(tier.minValidBet),
          minActiveMembers: tier.minActiveMembers,
          pay: payOf(tier.pay),
        })),
      };
    case 'hourly_salary':
      return {
        kind: 'hourly_salary',
        slot: wire.slot,
        unitValueMinor: minorOf(wire.unitValue),
        activeMemberMinValidBetMinor: minorOf(wire.activeMemberMinValidBet),
        tiers: wire.tiers.map((tier) => ({
          minValidBetMinor: minorOf(tier.minValidBet),
          minActiveMembers: tier.minActiveMembers,
          pay: payOf(tier.pay),
        })),
      };
    case 'realtime_salary':
      return {
        kind: 'realtime_salary',
        tiers: wire.tiers.map((tier) => ({
          minDrawStakeMinor: minorOf(tier.minDrawStake),
          lossRatePpm: ratePpmOf(tier.lossRate),
          winRatePpm: ratePpmOf(tier.winRate),
        })),
      };
  }
}

export function termsToWire(terms: ContractTerms): ContractTermsWire {
  switch (terms.kind) {
    case 'dividend':
      return {
        kind: 'dividend',
        period: terms.period,
        carryMode: terms.carryMode,
        activeMemberMinValidBet: formatMinor(terms.activeMemberMinValidBetMinor),
        tiers: terms.tiers.map((tier) => ({
          minValidBet: formatMinor(tier.minValidBetMinor),
          minNetLoss: formatMinor(tier.minNetLossMinor),
          minActiveMembers: tier.minActiveMembers,
          minPeriodicValidBet: formatMinor(tier.minPeriodicValidBetMinor),
          pay: wirePayOf(tier.pay),
        })),
      };
    case 'daily_salary':
      return {
        kind: 'daily_salary',
        activeMemberMinValidBet: formatMinor(terms.activeMemberMinValidBetMinor),
        manualReceive: terms.manualReceive ? { claimWindowMinutes: terms.manualReceive.claimWindowMinutes } : null,
        tiers: terms.tiers.map((tier) => ({
          minValidBet: formatMinor(tier.minValidBetMinor),
          minActiveMembers: tier.minActiveMembers,
          pay: wirePayOf(tier.pay),
        })),
      };
    case 'hourly_salary':
      return {
        kind: 'hourly_salary',
        slot: terms.slot,
        unitValue: formatMinor(terms.unitValueMinor),
        activeMemberMinValidBet: formatMinor(terms.activeMemberMinValidBetMinor),
        tiers: terms.tiers.map((tier) => ({
          minValidBet: formatMinor(tier.minValidBetMinor),
          minActiveMembers: tier.minActiveMembers,
          pay: wirePayOf(tier.pay),
        })),
      };
    case 'realtime_salary':
      return {
        kind: 'realtime_salary',
        tiers: terms.tiers.map((tier) => ({
          minDrawStake: formatMinor(tier.minDrawStakeMinor),
          lossRate: rateTextOf(tier.lossRatePpm),
          winRate: rateTextOf(tier.winRatePpm),
        })),
      };
  }
}

/** Checks offered terms: the engine's problems become one translated refusal carrying the codes and tiers. */
export function requireValidTerms(terms: ContractTerms): void {
  const problems = termsProblems(terms);
  if (problems.length > 0) throw new DomainError('CONTRACT_TERMS_INVALID', { problems });
}
