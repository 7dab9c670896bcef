import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { SocialProvider } from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import type { SocialLinkMethod } from './social-login.tables.js';
import {
  socialLoginAttempt,
  socialLoginEvent,
  socialLoginIdentity,
  socialLoginProvider,
  socialLoginTicket,
} from './social-login.tables.js';

export type ProviderRow = typeof socialLoginProvider.$inferSelect;
export type AttemptRow = typeof socialLoginAttempt.$inferSelect;
export type TicketRow = typeof socialLoginTicket.$inferSelect;
export type IdentityRow = typeof socialLoginIdentity.$inferSelect;

export async function selectProviders(db: Database, merchantId: string): Promise<ProviderRow[]> {
  return db.select().from(socialLoginProvider).where(eq(socialLoginProvider.merchantId, merchantId));
}

export async function selectProvider(db: Database, merchantId: string, provider: SocialProvider) {
  const [row] = await db
    .select()
    .from(socialLoginProvider)
    .where(and(eq(socialLoginProvider.merchantId, merchantId), eq(socialLoginProvider.provider, provider)));
  return row ?? null;
}

/** Locks the brand's row of the provider (when there is one) so two saves of it apply one after the other. */
export async function lockProvider(db: Database, merchantId: string, provider: SocialProvider) {
  const [row] = await db
    .select()
    .from(socialLoginProvider)
    .where(and(eq(socialLoginProvider.merchantId, merchantId), eq(socialLoginProvider.provider, provider)))
    .for('update');
  return row ?? null;
}

export async function upsertProvider(
  db: Database,
  values: {
    merchantId: string;
    provider: SocialProvider;
    enabled: boolean;
    clientId: string;
    issuerUrl: string;
    clientSecretSealed: string | null;
    updatedAt: Date;
  },
): Promise<ProviderRow> {
  const [row] = await db
    .insert(socialLoginProvider)
    .values(values)
    .onConflictDoUpdate({
      target: [socialLoginProvider.merchantId, socialLoginProvider.provider],
      set: {
        enabled: values.enabled,
        clientId: values.clientId,
        issuerUrl: values.issuerUrl,
        clientSecretSealed: values.clientSecretSealed,
        updatedAt: values.updatedAt,
      },
    })
    .returning();
  if (!row) throw new Error('the provider row was not written');
  return row;
}

export async function insertAttempt(db: Database, values: typeof socialLoginAttempt.$inferInsert) {
  await db.insert(socialLoginAttempt).values(values);
}

/** Marks the attempt of this state used and answers it; null when unknown, used, expired or of another brand. */
export async function useAttempt(db: Database, merchantId: string, stateHash: string, now: Date) {
  const [row] = await db
    .update(socialLoginAttempt)
    .set({ usedAt: now })
    .where(
      and(
        eq(socialLoginAttempt.stateHash, stateHash),
        eq(socialLoginAttempt.merchantId, merchantId),
        isNull(socialLoginAttempt.usedAt),
        gt(socialLoginAttempt.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

export async function insertTicket(db: Database, values: typeof socialLoginTicket.$inferInsert) {
  await db.insert(socialLoginTicket).values(values);
}

export async function useTicketRow(db: Database, merchantId: string, ticketHash: string, now: Date) {
  const [row] = await db
    .update(socialLoginTicket)
    .set({ usedAt: now })
    .where(
      and(
        eq(socialLoginTicket.ticketHash, ticketHash),
        eq(socialLoginTicket.merchantId, merchantId),
        isNull(socialLoginTicket.usedAt),
        gt(socialLoginTicket.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

export async function selectIdentity(db: Database, merchantId: string, provider: SocialProvider, subject: string) {
  const [row] = await db
    .select()
    .from(socialLoginIdentity)
    .where(
      and(
        eq(socialLoginIdentity.merchantId, merchantId),
        eq(socialLoginIdentity.provider, provider),
        eq(socialLoginIdentity.subject, subject),
      ),
    );
  return row ?? null;
}

export async function insertIdentity(db: Database, values: typeof socialLoginIdentity.$inferInsert) {
  const [row] = await db.insert(socialLoginIdentity).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function selectMemberIdentities(db: Database, memberId: string): Promise<IdentityRow[]> {
  return db
    .select()
    .from(socialLoginIdentity)
    .where(eq(socialLoginIdentity.memberId, memberId))
    .orderBy(asc(socialLoginIdentity.linkedAt));
}

export async function deleteIdentity(db: Database, memberId: string, provider: SocialProvider) {
  const [row] = await db
    .delete(socialLoginIdentity)
    .where(and(eq(socialLoginIdentity.memberId, memberId), eq(socialLoginIdentity.provider, provider)))
    .returning();
  return row ?? null;
}

export async function insertEvent(
  db: Database,
  values: {
    merchantId: string;
    memberId: string;
    provider: SocialProvider;
    kind: 'linked' | 'unlinked';
    method: SocialLinkMethod;
    ip: string;
    at: Date;
  },
) {
  await db.insert(socialLoginEvent).values(values);
}

/** A ticket still good to use (unused, unexpired), without using it. */
export async function selectLiveTicket(db: Database, merchantId: string, ticketHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(socialLoginTicket)
    .where(
      and(
        eq(socialLoginTicket.ticketHash, ticketHash),
        eq(socialLoginTicket.merchantId, merchantId),
        isNull(socialLoginTicket.usedAt),
        gt(socialLoginTicket.expiresAt, now),
      ),
    );
  return row ?? null;
}

/** Deletes up to `limit` attempts used or expired: nothing can finish them any more. */
export async function deleteSpentAttempts(db: Database, now: Date, limit: number): Promise<number> {
  const spent = or(isNotNull(socialLoginAttempt.usedAt), lt(socialLoginAttempt.expiresAt, now));
  const batch = db.select({ id: socialLoginAttempt.id }).from(socialLoginAttempt).where(spent).limit(limit);
  const rows = await db
    .delete(socialLoginAttempt)
    .where(and(inArray(socialLoginAttempt.id, batch), spent))
    .returning({ id: socialLoginAttempt.id });
  return rows.length;
}

/** Deletes up to `limit` tickets used or expired. */
export async function deleteSpentTickets(db: Database, now: Date, limit: number): Promise<number> {
  const spent = or(isNotNull(socialLoginTicket.usedAt), lt(socialLoginTicket.expiresAt, now));
  const batch = db.select({ id: socialLoginTicket.id }).from(socialLoginTicket).where(spent).limit(limit);
  const rows = await db
    .delete(socialLoginTicket)
    .where(and(inArray(socialLoginTicket.id, batch), spent))
    .returning({ id: socialLoginTicket.id });
  return rows.length;
}
