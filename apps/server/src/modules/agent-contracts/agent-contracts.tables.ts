import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { member } from '../member/member.tables.js';
import { merchant } from '../merchant/merchant.tables.js';
import type { ContractStatus } from './agent-contracts.status.js';
import type { ContractKind } from './agent-contracts.terms.js';

/** Stored terms: the engine's `ContractTerms` with every bigint written as a decimal string (decision 0074). */
export type StoredTerms = Record<string, unknown>;

/** What happened to a contract, with the original's letters where it has one (reference §1.5–1.6). */
export const contractEventActions = [
  'N', // offered
  'E', // modification offered
  'A', // accepted
  'R', // rejected
  'V', // termination asked (pending: the contract still settles its current window)
  'C', // terminated
  'W', // withdrawn by the issuer before an answer
  'AUTO_TERMINATED', // the issuer's own contract no longer dominates it, or the issuer lost its contract
] as const;
export type ContractEventAction = (typeof contractEventActions)[number];
export type ActorKind = 'member' | 'operator' | 'system';

/**
 * One contract between an issuer and a receiver, of one kind and product (decision 0074). An operator issues a
 * top contract (no issuer member); an agent issues to a direct downline while it holds a live contract of the same
 * kind and product (`parent_contract_id`). Terms live in immutable versions.
 */
export const agentContract = pgTable(
  'agent_contract',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`uuid_v7()`),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    kind: text('kind').$type<ContractKind>().notNull(),
    /** 'all', or one game category the contract's facts are limited to. */
    product: text('product').notNull().default('all'),
    /** Null for a top contract, issued by an operator. */
    issuerMemberId: uuid('issuer_member_id').references(() => member.id),
    /** The issuer's own contract this one is cut from; null for a top contract. */
    parentContractId: uuid('parent_contract_id').references((): AnyPgColumn => agentContract.id),
    receiverMemberId: uuid('receiver_member_id')
      .notNull()
      .references(() => member.id),
    status: text('status').$type<ContractStatus>().notNull(),
    /** The accepted terms in force (null until the first acceptance). */
    currentVersionId: uuid('current_version_id'),
    /** An offer or a modification waiting for the receiver's answer. */
    pendingVersionId: uuid('pending_version_id'),
    /** A termination (V, C or automatic) takes effect here: the end of the window it was asked in. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'agent_contract_kind_check',
      sql`${table.kind} in ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')`,
    ),
    check('agent_contract_status_check', sql`${table.status} in ('P', 'E', 'A', 'V', 'C', 'R')`),
    check(
      'agent_contract_issuer_check',
      sql`(${table.issuerMemberId} is null) = (${table.parentContractId} is null)
        and ${table.issuerMemberId} is distinct from ${table.receiverMemberId}`,
    ),
    // One live contract (offered, in force or ending) per receiver, kind and product.
    uniqueIndex('agent_contract_live_unique')
      .on(table.receiverMemberId, table.kind, table.product)
      .where(sql`${table.status} in ('P', 'E', 'A', 'V')`),
    index('agent_contract_issuer_index').on(table.issuerMemberId, table.status),
    index('agent_contract_parent_index').on(table.parentContractId),
    index('agent_contract_merchant_index').on(table.merchantId, table.kind, table.status),
  ],
);

/** Immutable terms of a contract; a modification is a new version. */
export const agentContractVersion = pgTable(
  'agent_contract_version',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`uuid_v7()`),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => agentContract.id),
    versionNumber: integer('version_number').notNull(),
    terms: jsonb('terms').$type<StoredTerms>().notNull(),
    createdByKind: text('created_by_kind').$type<ActorKind>().notNull(),
    createdById: uuid('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** The start of the window after the acceptance (decision 0071's timing). */
    effectiveFrom: timestamp('effective_from', { withTimezone: true }),
    /** Set when a newer version takes over or the contract ends. */
    effectiveTo: timestamp('effective_to', { withTimezone: true }),
  },
  (table) => [
    unique('agent_contract_version_number_unique').on(table.contractId, table.versionNumber),
    check('agent_contract_version_actor_check', sql`${table.createdByKind} in ('member', 'operator', 'system')`),
  ],
);

/** The contract's event log (spec: the original's status letters and an event log). */
export const agentContractEvent = pgTable(
  'agent_contract_event',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`uuid_v7()`),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => agentContract.id),
    versionId: uuid('version_id').references(() => agentContractVersion.id),
    action: text('action').$type<ContractEventAction>().notNull(),
    actorKind: text('actor_kind').$type<ActorKind>().notNull(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('agent_contract_event_contract_index').on(table.contractId, table.createdAt),
    check('agent_contract_event_actor_check', sql`${table.actorKind} in ('member', 'operator', 'system')`),
  ],
);

export type SettlementRunStatus = 'computing' | 'posted' | 'failed';

/** Exactly one run per brand, kind, product and window (decision 0074); a rerun finds it and does nothing. */
export const agentSettlementRun = pgTable(
  'agent_settlement_run',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`uuid_v7()`),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    kind: text('kind').$type<ContractKind>().notNull(),
    product: text('product').notNull(),
    currency: text('currency').notNull(),
    periodType: text('period_type').notNull(),
    /** The engine's key, `<type>:<local start>`. */
    periodKey: text('period_key').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    status: text('status').$type<SettlementRunStatus>().notNull(),
    /** Facts counted are those recorded before this instant; later ones go to the next run's adjustment. */
    factsCutoff: timestamp('facts_cutoff', { withTimezone: true }).notNull(),
    platformCostMinor: bigint('platform_cost_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    lineCount: integer('line_count').notNull().default(0),
    errorCode: text('error_code'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    unique('agent_settlement_run_period_unique').on(table.merchantId, table.kind, table.product, table.periodKey),
    check('agent_settlement_run_status_check', sql`${table.status} in ('computing', 'posted', 'failed')`),
    index('agent_settlement_run_merchant_index').on(table.merchantId, table.periodStart),
  ],
);

/** One contract's statement in a run: the engine's `SettledLine`, with the facts it was computed from. */
export const agentSettlementLine = pgTable(
  'agent_settlement_line',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`uuid_v7()`),
    runId: uuid('run_id')
      .notNull()
      .references(() => agentSettlementRun.id),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => agentContract.id),
    versionId: uuid('version_id')
      .notNull()
      .references(() => agentContractVersion.id),
    receiverMemberId: uuid('receiver_member_id')
      .notNull()
      .references(() => member.id),
    issuerMemberId: uuid('issuer_member_id').references(() => member.id),
    depth: integer('depth').notNull(),
    status: text('status').$type<'not_reached' | 'reached'>().notNull(),
    tierIndex: integer('tier_index'),
    /** The team facts (bigints as strings): valid bet, net loss, active members, periodic bets, draws. */
    facts: jsonb('facts').$type<Record<string, unknown>>().notNull(),
    baseMinor: bigint('base_minor', { mode: 'bigint' }).notNull(),
    carryInMinor: bigint('carry_in_minor', { mode: 'bigint' }).notNull(),
    carryOutMinor: bigint('carry_out_minor', { mode: 'bigint' }).notNull(),
    grossMinor: bigint('gross_minor', { mode: 'bigint' }).notNull(),
    downlineGrossMinor: bigint('downline_gross_minor', { mode: 'bigint' }).notNull(),
    netMinor: bigint('net_minor', { mode: 'bigint' }).notNull(),
    /** Per direct contracted child: its contract, receiver and gross (label_devote_amount). */
    contributions:
      jsonb('contributions').$type<{ contractId: string; receiverMemberId: string; grossMinor: string }[]>(),
    /** Manual-receive daily salary: claimable until then, expired after. */
    claimDueAt: timestamp('claim_due_at', { withTimezone: true }),
    /** A later run's correction of this window (late facts): the adjustment's line points at the line it corrects. */
    adjustsLineId: uuid('adjusts_line_id').references((): AnyPgColumn => agentSettlementLine.id),
  },
  (table) => [
    // A run has one line per contract for its own window, and at most one adjustment of each earlier line.
    uniqueIndex('agent_settlement_line_contract_unique')
      .on(table.runId, table.contractId)
      .where(sql`${table.adjustsLineId} is null`),
    uniqueIndex('agent_settlement_line_adjusts_unique')
      .on(table.runId, table.adjustsLineId)
      .where(sql`${table.adjustsLineId} is not null`),
    index('agent_settlement_line_receiver_index').on(table.receiverMemberId, table.runId),
    index('agent_settlement_line_contract_index').on(table.contractId),
  ],
);

export type ObligationStatus = 'pending' | 'paid' | 'owed' | 'claimable' | 'expired';

/**
 * One obligation edge of a run: the platform (no payer) or an agent owes a receiver. Paid through the ledger, each
 * attempt with its own deterministic key; what an agent's wallet could not cover stays `owed`, is retried every 10
 * minutes and blocks the payer's withdrawals until paid (decision 0074). Nothing here ever lets a wallet go negative.
 */
export const agentObligation = pgTable(
  'agent_obligation',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`uuid_v7()`),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    runId: uuid('run_id')
      .notNull()
      .references(() => agentSettlementRun.id),
    lineId: uuid('line_id')
      .notNull()
      .references(() => agentSettlementLine.id),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => agentContract.id),
    currency: text('currency').notNull(),
    /** Null: the platform pays. */
    payerMemberId: uuid('payer_member_id').references(() => member.id),
    payeeMemberId: uuid('payee_member_id')
      .notNull()
      .references(() => member.id),
    /** Top-down order within the run: a payer's incoming obligations come before its outgoing ones. */
    depth: integer('depth').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    paidMinor: bigint('paid_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status').$type<ObligationStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('agent_obligation_line_unique').on(table.lineId),
    check(
      'agent_obligation_amounts_check',
      sql`${table.amountMinor} > 0 and ${table.paidMinor} >= 0 and ${table.paidMinor} <= ${table.amountMinor}`,
    ),
    check(
      'agent_obligation_status_check',
      sql`${table.status} in ('pending', 'paid', 'owed', 'claimable', 'expired')
        and (${table.status} = 'paid') = (${table.paidMinor} = ${table.amountMinor})`,
    ),
    check('agent_obligation_platform_pays_check', sql`${table.payerMemberId} is not null or ${table.status} <> 'owed'`),
    index('agent_obligation_retry_index')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'owed'`),
    index('agent_obligation_payer_index')
      .on(table.payerMemberId, table.status)
      .where(sql`${table.payerMemberId} is not null`),
    index('agent_obligation_payee_index').on(table.payeeMemberId, table.createdAt),
  ],
);
