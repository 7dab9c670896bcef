import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SocialProvider } from '@croupier/contracts';
import { member } from '../member/member.tables.js';
import { merchant } from '../merchant/merchant.tables.js';

const providerCheck = (column: unknown) => sql`${column} in ('line', 'google', 'facebook')`;

/**
 * A brand's settings for one identity provider. The client secret is sealed (AES-256-GCM, bound to the brand and
 * provider) and never answered: the console only learns whether one is set.
 */
export const socialLoginProvider = pgTable(
  'social_login_provider',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    provider: text('provider').$type<SocialProvider>().notNull(),
    enabled: boolean('enabled').notNull().default(false),
    clientId: text('client_id').notNull().default(''),
    clientSecretSealed: text('client_secret_sealed'),
    issuerUrl: text('issuer_url').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('social_login_provider_brand_unique').on(table.merchantId, table.provider),
    check('social_login_provider_provider_check', providerCheck(table.provider)),
  ],
);

/**
 * A provider identity linked to a member: the identity is the provider's subject, never an e-mail. One member has at
 * most one identity of each provider, and one identity belongs to at most one member of the brand.
 */
export const socialLoginIdentity = pgTable(
  'social_login_identity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => member.id),
    provider: text('provider').$type<SocialProvider>().notNull(),
    subject: text('subject').notNull(),
    /** How the member proved the account when linking: their password, an SMS code, or by registering with it. */
    linkedVia: text('linked_via').$type<SocialLinkMethod>().notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('social_login_identity_subject_unique').on(table.merchantId, table.provider, table.subject),
    uniqueIndex('social_login_identity_member_unique').on(table.memberId, table.provider),
    check('social_login_identity_provider_check', providerCheck(table.provider)),
    check('social_login_identity_linked_via_check', sql`${table.linkedVia} in ('password', 'sms', 'registration')`),
  ],
);

export type SocialLinkMethod = 'password' | 'sms' | 'registration';

/**
 * One provider login in flight, kept in the database so any instance can finish it: the state (hashed, it is the
 * lookup key the browser brings back), the nonce and the PKCE verifier. Used once, and only before it expires.
 */
export const socialLoginAttempt = pgTable(
  'social_login_attempt',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    provider: text('provider').$type<SocialProvider>().notNull(),
    stateHash: text('state_hash').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('social_login_attempt_state_unique').on(table.stateHash),
    index('social_login_attempt_expiry_index').on(table.expiresAt),
    check('social_login_attempt_provider_check', providerCheck(table.provider)),
  ],
);

/**
 * A verified provider identity no account holds yet, waiting for the player to link it (password or SMS) or register
 * with it. The ticket is answered once in clear and kept hashed; used once, and only before it expires.
 */
export const socialLoginTicket = pgTable(
  'social_login_ticket',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    provider: text('provider').$type<SocialProvider>().notNull(),
    subject: text('subject').notNull(),
    ticketHash: text('ticket_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('social_login_ticket_hash_unique').on(table.ticketHash),
    index('social_login_ticket_expiry_index').on(table.expiresAt),
    check('social_login_ticket_provider_check', providerCheck(table.provider)),
  ],
);

/** The member's record of links and unlinks, written in the change's own transaction (who, what, how, from where). */
export const socialLoginEvent = pgTable(
  'social_login_event',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchant.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => member.id),
    provider: text('provider').$type<SocialProvider>().notNull(),
    kind: text('kind').$type<'linked' | 'unlinked'>().notNull(),
    method: text('method').$type<SocialLinkMethod>().notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('social_login_event_member_index').on(table.memberId, table.at),
    check('social_login_event_kind_check', sql`${table.kind} in ('linked', 'unlinked')`),
  ],
);
