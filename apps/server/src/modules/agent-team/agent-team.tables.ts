import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { member } from '../member/member.tables.js';
import { merchant } from '../merchant/merchant.tables.js';

/**
 * An agent's invite link (registration centre, decision 0074): a code that registers a member or an agent straight
 * under the agent. `registrations` counts the accounts it made.
 */
export const agentInviteLink = pgTable(
  'agent_invite_link',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`uuid_v7()`),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    agentMemberId: uuid('agent_member_id')
      .notNull()
      .references(() => member.id),
    code: text('code').notNull(),
    registersAs: text('registers_as').$type<'member' | 'agent'>().notNull(),
    status: text('status').$type<'active' | 'disabled'>().notNull().default('active'),
    registrations: integer('registrations').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('agent_invite_link_code_unique').on(table.merchantId, sql`lower(${table.code})`),
    index('agent_invite_link_agent_index').on(table.agentMemberId, table.createdAt),
    check('agent_invite_link_registers_as_check', sql`${table.registersAs} in ('member', 'agent')`),
    check('agent_invite_link_status_check', sql`${table.status} in ('active', 'disabled')`),
  ],
);

/** Which account made a member through the registration centre or an invite link (team reports' "new" source). */
export const agentRegistration = pgTable(
  'agent_registration',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => member.id),
    agentMemberId: uuid('agent_member_id')
      .notNull()
      .references(() => member.id),
    inviteLinkId: uuid('invite_link_id').references(() => agentInviteLink.id),
    via: text('via').$type<'centre' | 'invite_link' | 'affiliate_code'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('agent_registration_agent_index').on(table.agentMemberId, table.createdAt),
    check('agent_registration_via_check', sql`${table.via} in ('centre', 'invite_link', 'affiliate_code')`),
  ],
);

/**
 * What an operator lets one agent do (issue #18: quotas of downline registrations and contracts). A missing row or
 * a null limit is no limit.
 */
export const agentQuota = pgTable('agent_quota', {
  agentMemberId: uuid('agent_member_id')
    .primaryKey()
    .references(() => member.id),
  merchantId: uuid('merchant_id')
    .notNull()
    .references(() => merchant.id),
  memberRegistrationsLimit: integer('member_registrations_limit'),
  agentRegistrationsLimit: integer('agent_registrations_limit'),
  contractOffersLimit: integer('contract_offers_limit'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

/** An agent's private note on one of its downlines (downline management). */
export const agentDownlineNote = pgTable(
  'agent_downline_note',
  {
    agentMemberId: uuid('agent_member_id')
      .notNull()
      .references(() => member.id),
    downlineMemberId: uuid('downline_member_id')
      .notNull()
      .references(() => member.id),
    note: text('note').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.agentMemberId, table.downlineMemberId] })],
);

export type AffiliateApplicationStatus = 'pending' | 'approved' | 'refused' | 'withdrawn';

/**
 * A member's application to become an agent (spec §2's affiliate area): one pending at a time; an operator approves
 * (the member becomes an agent of `agent_type` under `upline_member_id`, or the brand's top level when null) or
 * refuses it with a reason.
 */
export const affiliateApplication = pgTable(
  'affiliate_application',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`uuid_v7()`),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => member.id),
    status: text('status').$type<AffiliateApplicationStatus>().notNull().default('pending'),
    /** What the member says about its audience and channels. */
    message: text('message').notNull(),
    contact: text('contact'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedById: uuid('decided_by_id'),
    decidedBy: text('decided_by'),
    decisionReason: text('decision_reason'),
    uplineMemberId: uuid('upline_member_id').references(() => member.id),
    agentType: smallint('agent_type'),
  },
  (table) => [
    uniqueIndex('affiliate_application_pending_unique')
      .on(table.memberId)
      .where(sql`${table.status} = 'pending'`),
    index('affiliate_application_merchant_index').on(table.merchantId, table.status, table.createdAt),
    check(
      'affiliate_application_status_check',
      sql`${table.status} in ('pending', 'approved', 'refused', 'withdrawn')`,
    ),
    check(
      'affiliate_application_agent_type_check',
      sql`${table.agentType} is null or ${table.agentType} in (1, 2, 41, 42)`,
    ),
  ],
);
