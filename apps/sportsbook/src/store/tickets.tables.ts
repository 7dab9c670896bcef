import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  integer,
  jsonb,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OddsPolicy, TicketResult, TicketStatus } from '../domain/sportsbook-model.js';
import { sportsbook } from './feed.tables.js';

/** The tickets' tables (migration 0002_tickets.sql, decision 0061). */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const minor = (name: string) => bigint(name, { mode: 'bigint' });

export type TicketKind = 'single' | 'parlay';

export const tickets = sportsbook.table('tickets', {
  ticketId: text('ticket_id').primaryKey(),
  reference: text('reference').notNull(),
  playerId: text('player_id').notNull(),
  requestId: uuid('request_id').notNull(),
  requestHash: text('request_hash').notNull(),
  sessionId: text('session_id').notNull(),
  launchToken: text('launch_token').notNull(),
  currency: text('currency').notNull(),
  kind: text('kind').$type<TicketKind>().notNull(),
  oddsPolicy: text('odds_policy').$type<OddsPolicy>().notNull(),
  stakeMinor: minor('stake_minor').notNull(),
  potentialReturnMinor: minor('potential_return_minor').notNull(),
  status: text('status').$type<TicketStatus>().notNull(),
  result: text('result').$type<TicketResult>(),
  settlementVersion: integer('settlement_version').notNull().default(0),
  postedWinMinor: minor('posted_win_minor').notNull().default(0n),
  isLive: boolean('is_live').notNull(),
  acceptAfter: at('accept_after'),
  debited: boolean('debited').notNull().default(false),
  placedAt: at('placed_at').notNull(),
  acceptedAt: at('accepted_at'),
  settledAt: at('settled_at'),
  winlostDate: date('winlost_date', { mode: 'string' }),
  rejectionCode: text('rejection_code'),
  rejectionMessage: text('rejection_message'),
  walletBlocked: text('wallet_blocked'),
  walletShortfallMinor: minor('wallet_shortfall_minor').notNull().default(0n),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const ticketLegs = sportsbook.table(
  'ticket_legs',
  {
    ticketId: text('ticket_id').notNull(),
    leg: smallint('leg').notNull(),
    eventId: text('event_id').notNull(),
    marketKey: text('market_key').notNull(),
    marketType: text('market_type').notNull(),
    outcomeId: text('outcome_id').notNull(),
    oddsMilli: integer('odds_milli').notNull(),
    oddsVersion: integer('odds_version').notNull(),
    probability: doublePrecision('probability').notNull(),
    scoreHome: integer('score_home'),
    scoreAway: integer('score_away'),
    winFraction: doublePrecision('win_fraction'),
    pushFraction: doublePrecision('push_fraction'),
    loseFraction: doublePrecision('lose_fraction'),
    resultVersion: integer('result_version'),
    voidReason: text('void_reason'),
    exposureReturnMinor: minor('exposure_return_minor').notNull().default(0n),
    exposureStakeMinor: minor('exposure_stake_minor').notNull().default(0n),
  },
  (table) => [primaryKey({ columns: [table.ticketId, table.leg] })],
);

export const ticketEvents = sportsbook.table('ticket_events', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  ticketId: text('ticket_id').notNull(),
  kind: text('kind').notNull(),
  detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
  at: at('at').notNull().defaultNow(),
});

export type OutboxOperation = 'bet' | 'win' | 'rollback';
export type OutboxState = 'pending' | 'done' | 'refused' | 'abandoned' | 'blocked';

export const walletOutbox = sportsbook.table('wallet_outbox', {
  transactionId: text('transaction_id').primaryKey(),
  ticketId: text('ticket_id').notNull(),
  sequence: integer('sequence').notNull(),
  operation: text('operation').$type<OutboxOperation>().notNull(),
  amountMinor: minor('amount_minor').notNull(),
  referenceTransactionId: text('reference_transaction_id'),
  closeRound: boolean('close_round').notNull().default(true),
  netMinor: minor('net_minor').notNull(),
  adjustedBy: text('adjusted_by'),
  state: text('state').$type<OutboxState>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
  leaseHolder: text('lease_holder'),
  leaseUntil: at('lease_until'),
  answerCode: text('answer_code'),
  answerMessage: text('answer_message'),
  balanceAfter: text('balance_after'),
  createdAt: at('created_at').notNull().defaultNow(),
  doneAt: at('done_at'),
});

export const marketExposure = sportsbook.table(
  'market_exposure',
  {
    eventId: text('event_id').notNull(),
    marketKey: text('market_key').notNull(),
    stakeMinor: minor('stake_minor').notNull().default(0n),
    worstCaseMinor: minor('worst_case_minor').notNull().default(0n),
    riskSuspended: boolean('risk_suspended').notNull().default(false),
    /** The worst case an operator accepted when reopening a market the threshold suspended (decision 0067). */
    riskClearedMinor: minor('risk_cleared_minor'),
    riskClearedBy: text('risk_cleared_by'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.marketKey] })],
);

export const outcomeExposure = sportsbook.table(
  'outcome_exposure',
  {
    eventId: text('event_id').notNull(),
    marketKey: text('market_key').notNull(),
    outcomeId: text('outcome_id').notNull(),
    returnMinor: minor('return_minor').notNull().default(0n),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.marketKey, table.outcomeId] })],
);

export const eventExposure = sportsbook.table('event_exposure', {
  eventId: text('event_id').primaryKey(),
  worstCaseMinor: minor('worst_case_minor').notNull().default(0n),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const playerDailyPayout = sportsbook.table(
  'player_daily_payout',
  {
    playerId: text('player_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    potentialReturnMinor: minor('potential_return_minor').notNull(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.day] })],
);

export const riskSettingsTable = sportsbook.table('risk_settings', {
  scope: text('scope').primaryKey(),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  version: integer('version').notNull().default(1),
  updatedBy: text('updated_by').notNull().default('system'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** The operator's margins over the simulator's defaults (migration 0067, decision 0067). */
export const marginOverridesTable = sportsbook.table(
  'margin_overrides',
  {
    sport: text('sport').notNull(),
    tier: smallint('tier').notNull(),
    marketType: text('market_type').notNull(),
    marginBasisPoints: integer('margin_basis_points').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sport, table.tier, table.marketType] })],
);
