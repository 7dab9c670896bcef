import { z } from 'zod';
import { gameTypes } from './games.js';
import { pageQueryShape, pageSchema } from './paging.js';

/**
 * Agent contracts on the wire (issue #18, decisions 0071 and 0074): the terms an upline offers a direct downline
 * (or an operator a top agent), the contract with its versions and status letters, and the calls around them.
 * Amounts are decimal strings in major units ("1500.00"); rates are percent strings with up to four decimals
 * ("1.2" = 1.2 %), exact in the engine's parts per million.
 */

export const contractKinds = ['dividend', 'daily_salary', 'hourly_salary', 'realtime_salary'] as const;
export type ContractKindName = (typeof contractKinds)[number];
/** The original's status letters: P offered, E modification offered, A signed, V termination asked, C ended, R rejected. */
export const contractStatuses = ['P', 'E', 'A', 'V', 'C', 'R'] as const;
export type ContractStatusLetter = (typeof contractStatuses)[number];
/** `all`, or one game category the contract's facts are limited to. */
export const contractProducts = ['all', ...gameTypes] as const;
export const contractProductSchema = z.enum(contractProducts);
export const dividendPeriods = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export const carryModes = ['none', 'loss_carried', 'loss_carried_monthly_reset', 'full'] as const;
export const hourlySlots = ['hour', 'half_hour'] as const;
export const contractEventActions = ['N', 'E', 'A', 'R', 'V', 'C', 'W', 'AUTO_TERMINATED'] as const;

/** A threshold or fixed amount: zero or more, two decimals at most. */
const thresholdSchema = z
  .string()
  .trim()
  .regex(/^\d{1,15}(\.\d{1,2})?$/, { message: 'AMOUNT_FORMAT' });
/** A percentage from 0 to 100 with four decimals at most (the engine's parts per million). */
const rateSchema = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,4})?$/, { message: 'RATE_FORMAT' })
  .refine((value) => Number(value) <= 100, { message: 'RATE_FORMAT' });
const countSchema = z.number().int().min(0).max(1_000_000);

export const tierPaySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('percent'), rate: rateSchema }),
  z.object({ type: z.literal('fixed'), amount: thresholdSchema }),
]);
export type TierPayWire = z.infer<typeof tierPaySchema>;

export const dividendTierSchema = z.object({
  minValidBet: thresholdSchema,
  minNetLoss: thresholdSchema,
  minActiveMembers: countSchema,
  /** Monthly dividends only: each of the month's four sub-cycles must reach this valid bet. */
  minPeriodicValidBet: thresholdSchema.default('0'),
  pay: tierPaySchema,
});
export const salaryTierSchema = z.object({
  minValidBet: thresholdSchema,
  minActiveMembers: countSchema,
  pay: tierPaySchema,
});
export const realtimeTierSchema = z.object({
  minDrawStake: thresholdSchema,
  lossRate: rateSchema,
  winRate: rateSchema,
});

const tiersOf = <Tier extends z.ZodType>(tier: Tier) => z.array(tier).min(1).max(20);

export const contractTermsSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('dividend'),
    period: z.enum(dividendPeriods),
    carryMode: z.enum(carryModes),
    activeMemberMinValidBet: thresholdSchema,
    tiers: tiersOf(dividendTierSchema),
  }),
  z.object({
    kind: z.literal('daily_salary'),
    activeMemberMinValidBet: thresholdSchema,
    manualReceive: z.object({ claimWindowMinutes: z.number().int().min(1).max(43_200) }).nullable(),
    tiers: tiersOf(salaryTierSchema),
  }),
  z.object({
    kind: z.literal('hourly_salary'),
    slot: z.enum(hourlySlots),
    unitValue: thresholdSchema,
    activeMemberMinValidBet: thresholdSchema,
    tiers: tiersOf(salaryTierSchema),
  }),
  z.object({ kind: z.literal('realtime_salary'), tiers: tiersOf(realtimeTierSchema) }),
]);
export type ContractTermsWire = z.infer<typeof contractTermsSchema>;
export type DividendTermsWire = Extract<ContractTermsWire, { kind: 'dividend' }>;

export const contractVersionSchema = z.object({
  id: z.string(),
  versionNumber: z.number(),
  terms: contractTermsSchema,
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
  effectiveFrom: z.string().nullable(),
  effectiveTo: z.string().nullable(),
});
export type ContractVersion = z.infer<typeof contractVersionSchema>;

export const agentContractSchema = z.object({
  id: z.string(),
  kind: z.enum(contractKinds),
  product: z.string(),
  status: z.enum(contractStatuses),
  /** Null: the platform issued it (a top contract). */
  issuerUsername: z.string().nullable(),
  receiverId: z.string(),
  receiverUsername: z.string(),
  /** Terms in force (null until first accepted). */
  current: contractVersionSchema.nullable(),
  /** An offer or a modification waiting for the receiver's answer. */
  pending: contractVersionSchema.nullable(),
  endsAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AgentContract = z.infer<typeof agentContractSchema>;

export const contractEventSchema = z.object({
  id: z.string(),
  action: z.enum(contractEventActions),
  actorKind: z.enum(['member', 'operator', 'system']),
  actorName: z.string().nullable(),
  versionNumber: z.number().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type ContractEvent = z.infer<typeof contractEventSchema>;

/** An agent's contracts of one kind: those it holds (received) and those it offered its downlines (issued). */
export const myContractsSchema = z.object({
  received: z.array(agentContractSchema),
  issued: z.array(agentContractSchema),
  /** How many live contracts the agent may have issued (null: no limit), and how many it has. */
  offersLimit: z.number().nullable(),
  offersUsed: z.number(),
});
export type MyContracts = z.infer<typeof myContractsSchema>;

/**
 * The spec's four contract calls (`MCS2_processDividendReq`, …), by GET or POST. Without an answer they list my
 * contracts of the kind; with `contractId` (the original's `id` also works) and `status` they first answer one
 * (reference §1.5): to an offer or a modification (P, E) `A` accepts and `R` rejects; to a termination request (V)
 * `C` confirms and `A` keeps the contract.
 */
export const contractCallSchema = z
  .object({
    product: contractProductSchema.optional(),
    contractId: z.uuid({ message: 'ID_FORMAT' }).optional(),
    id: z.uuid({ message: 'ID_FORMAT' }).optional(),
    status: z.enum(['A', 'R', 'C']).optional(),
  })
  .refine((input) => (input.status === undefined) === (input.contractId === undefined && input.id === undefined), {
    message: 'CONTRACT_ANSWER_INCOMPLETE',
    path: ['status'],
  });
export type ContractCall = z.infer<typeof contractCallSchema>;

export const contractOfferBodySchema = z.object({
  downlineId: z.uuid({ message: 'ID_FORMAT' }),
  product: contractProductSchema.default('all'),
  terms: contractTermsSchema,
});
export type ContractOfferBody = z.infer<typeof contractOfferBodySchema>;

export const contractIdParamsSchema = z.object({ id: z.uuid({ message: 'ID_FORMAT' }) });
export const contractModifyBodySchema = z.object({ terms: contractTermsSchema });

/** "What would I have earned": the draft over the last closed window's figures, before it is sent. */
export const contractSimulationSchema = z.object({
  periodKey: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** The receiver's team figures the draft was settled on. */
  receiverValidBet: z.string(),
  receiverNetLoss: z.string(),
  receiverActiveMembers: z.number(),
  draftTier: z.number().nullable(),
  draftAmount: z.string(),
  issuerGross: z.string(),
  issuerNetBefore: z.string(),
  issuerNetAfter: z.string(),
  /** Engine problem codes (`TIER_NOT_DOMINATED`, …) the offer would be refused for; empty when it can be sent. */
  problems: z.array(z.object({ code: z.string(), tier: z.number().optional() })),
});
export type ContractSimulation = z.infer<typeof contractSimulationSchema>;

/** Console: contracts of the brands the operator may see. */
export const consoleContractQuerySchema = z.object({
  ...pageQueryShape({ defaultSize: 50, maxSize: 200 }),
  merchant: z.string().trim().min(1).max(64).optional(),
  kind: z.enum(contractKinds).optional(),
  status: z.enum(contractStatuses).optional(),
  /** Receiver or issuer username. */
  username: z.string().trim().min(1).max(64).optional(),
  topOnly: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type ConsoleContractQuery = z.infer<typeof consoleContractQuerySchema>;

export const consoleContractSchema = agentContractSchema.extend({ merchantCode: z.string() });
export type ConsoleContract = z.infer<typeof consoleContractSchema>;
export const consoleContractPageSchema = pageSchema(consoleContractSchema);

export const consoleContractDetailSchema = z.object({
  contract: consoleContractSchema,
  versions: z.array(contractVersionSchema),
  events: z.array(contractEventSchema),
});
export type ConsoleContractDetail = z.infer<typeof consoleContractDetailSchema>;

export const issueTopContractBodySchema = z.object({
  merchant: z.string().trim().min(1).max(64),
  username: z.string().trim().min(1).max(64),
  product: contractProductSchema.default('all'),
  terms: contractTermsSchema,
});
export type IssueTopContractBody = z.infer<typeof issueTopContractBodySchema>;

export const consoleContractReasonBodySchema = z.object({
  reason: z.string().trim().min(1, { message: 'REQUIRED' }).max(200, { message: 'REASON_TOO_LONG' }),
});
export const consoleContractModifyBodySchema = z.object({
  terms: contractTermsSchema,
  reason: z.string().trim().min(1, { message: 'REQUIRED' }).max(200, { message: 'REASON_TOO_LONG' }),
});

/** Percent text ("1.2") to parts per million (12_000), exactly. */
export function ratePpmOf(rate: string): number {
  const [whole = '0', fraction = ''] = rate.trim().split('.');
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0').slice(0, 4));
}

/** Parts per million to the shortest exact percent text (12_000 → "1.2"). */
export function rateTextOf(ratePpm: number): string {
  const whole = Math.floor(ratePpm / 10_000);
  const fraction = String(ratePpm % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}
