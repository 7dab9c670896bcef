import { z } from 'zod';
import { pageQueryShape, pageSchema } from './paging.js';

/** Issue #18's contract kinds, as runs and statements name them. */
export const agentSettlementKinds = ['dividend', 'daily_salary', 'hourly_salary', 'realtime_salary'] as const;
export type AgentSettlementKind = (typeof agentSettlementKinds)[number];
/** Settlement windows: dividend periods, hourly salary slots, real-time batches. */
export const agentSettlementPeriodTypes = [
  'daily',
  'weekly',
  'semimonthly',
  'monthly',
  'hour',
  'half_hour',
  'five_minutes',
] as const;
export const agentObligationStatuses = ['pending', 'paid', 'owed', 'claimable', 'expired'] as const;
export type AgentObligationStatus = (typeof agentObligationStatuses)[number];

/** One settlement run in the console: a brand's window of one kind and product, settled once (decision 0074). */
export const agentSettlementRunSchema = z.object({
  id: z.string(),
  merchantCode: z.string(),
  kind: z.enum(agentSettlementKinds),
  product: z.string(),
  currency: z.string(),
  periodType: z.enum(agentSettlementPeriodTypes),
  /** The window's local start, e.g. `2026-11-20` or `2026-11-20T13:30`. */
  periodStart: z.string(),
  periodEnd: z.string(),
  status: z.enum(['computing', 'posted', 'failed']),
  lineCount: z.number(),
  /** What the platform paid the top receivers. */
  platformCost: z.string(),
  paid: z.string(),
  owed: z.string(),
  finishedAt: z.string().nullable(),
});
export type AgentSettlementRun = z.infer<typeof agentSettlementRunSchema>;
export const agentSettlementRunPageSchema = pageSchema(agentSettlementRunSchema);

export const agentSettlementRunQuerySchema = z.object({
  ...pageQueryShape({ defaultSize: 50, maxSize: 200 }),
  merchant: z.string().trim().min(1).max(64).optional(),
  kind: z.enum(agentSettlementKinds).optional(),
});
export type AgentSettlementRunQuery = z.infer<typeof agentSettlementRunQuerySchema>;

export const agentSettlementRunParamsSchema = z.object({ runId: z.uuid({ message: 'ID_FORMAT' }) });

/** One agent's statement in a run: its team's figures, the tier reached, its gross, what it owed down, its net. */
export const agentStatementSchema = z.object({
  lineId: z.string(),
  receiver: z.string(),
  /** Null: the platform issued the contract. */
  issuer: z.string().nullable(),
  depth: z.number(),
  reached: z.boolean(),
  /** 1-based; null when no tier was reached. */
  tier: z.number().nullable(),
  validBet: z.string(),
  /** Dividends: the team's net loss (company view) in the window. */
  netLoss: z.string().nullable(),
  activeMembers: z.number().nullable(),
  base: z.string(),
  carryIn: z.string(),
  carryOut: z.string(),
  gross: z.string(),
  downlineGross: z.string(),
  net: z.string(),
  /** Per direct contracted downline: who, and what it was owed. */
  contributions: z.array(z.object({ receiver: z.string(), gross: z.string() })),
  /**
   * A late-facts adjustment: the local start (`YYYY-MM-DD` or with the hour) of the earlier window this line corrects;
   * its gross, downline gross and net are then the differences, its figures the window's as now known.
   */
  adjusts: z.string().nullable(),
  /** What this agent's own pay did: null when nothing was due. */
  payment: z
    .object({
      amount: z.string(),
      paid: z.string(),
      status: z.enum(agentObligationStatuses),
      attempts: z.number(),
      nextAttemptAt: z.string().nullable(),
    })
    .nullable(),
});
export type AgentStatement = z.infer<typeof agentStatementSchema>;

export const agentSettlementRunDetailSchema = z.object({
  run: agentSettlementRunSchema,
  statements: z.array(agentStatementSchema),
});
export type AgentSettlementRunDetail = z.infer<typeof agentSettlementRunDetailSchema>;

/** An obligation an agent could not pay in full: its debt to a downline, retried every 10 minutes. */
export const agentObligationSchema = z.object({
  id: z.string(),
  merchantCode: z.string(),
  runId: z.string(),
  kind: z.enum(agentSettlementKinds),
  periodStart: z.string(),
  payer: z.string().nullable(),
  payee: z.string(),
  currency: z.string(),
  amount: z.string(),
  paid: z.string(),
  outstanding: z.string(),
  status: z.enum(agentObligationStatuses),
  attempts: z.number(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AgentObligation = z.infer<typeof agentObligationSchema>;
export const agentObligationPageSchema = pageSchema(agentObligationSchema);

export const agentObligationQuerySchema = z.object({
  ...pageQueryShape({ defaultSize: 50, maxSize: 200 }),
  merchant: z.string().trim().min(1).max(64).optional(),
  /** `owed` (the default): the agents' open debts; `all`: every obligation. */
  status: z.enum(['owed', 'all']).default('owed'),
  username: z.string().trim().min(1).max(64).optional(),
});
export type AgentObligationQuery = z.infer<typeof agentObligationQuerySchema>;

export const agentObligationParamsSchema = z.object({ obligationId: z.uuid({ message: 'ID_FORMAT' }) });

/** A retry asked now by an operator: what it paid and what is still owed. */
export const agentObligationRetryResultSchema = z.object({
  outcome: z.enum(['paid', 'owed', 'skipped']),
  obligation: agentObligationSchema,
});
export type AgentObligationRetryResult = z.infer<typeof agentObligationRetryResultSchema>;

/** A manual-receive daily salary waiting for its receiver to claim it before its deadline. */
export const agentSalaryClaimSchema = z.object({
  id: z.string(),
  /** The day it was earned, in the brand's zone (`2026-11-20`). */
  day: z.string(),
  amount: z.string(),
  currency: z.string(),
  claimDueAt: z.string(),
});
export type AgentSalaryClaim = z.infer<typeof agentSalaryClaimSchema>;
export const agentSalaryClaimListSchema = z.array(agentSalaryClaimSchema);
export const agentSalaryClaimParamsSchema = z.object({ obligationId: z.uuid({ message: 'ID_FORMAT' }) });
export const agentSalaryClaimResultSchema = z.object({ outcome: z.enum(['paid', 'owed']) });
