import { formatMinor } from '@croupier/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { perLanguage, writeSystemMessage } from '../../modules/member-messages/index.js';
import type { PlayerPromotionRow } from '../../modules/promotions/index.js';
import { findPlayerPromotionById } from '../../modules/promotions/index.js';

/**
 * The inbox messages of promotions and bonuses (issue #19): each written in the transaction of the event it tells
 * of (no reward without its message, no message without its reward), keyed by that event so a repeat writes none.
 */

const money = (amountMinor: bigint, currency: string) => `${formatMinor(amountMinor)} ${currency}`;

/**
 * A reward the system credited without a player's action or a reviewer's decision (a deposit match, a cashback):
 * called with every promotion grant, it writes only for a take that is `issued` and was not reviewed (an approval
 * has its own message, a claim is the player's own act).
 */
export async function tellRewardIssued(
  db: Database,
  input: {
    merchantId: string;
    playerPromotionId: string;
    amountMinor: bigint;
    currency: string;
    title: Record<string, string>;
    at: Date;
  },
): Promise<void> {
  const take = await findPlayerPromotionById(db, input.merchantId, input.playerPromotionId);
  if (!take || take.state !== 'issued' || take.reviewedBy !== null) return;
  await writeSystemMessage(db, {
    merchantId: input.merchantId,
    memberId: take.memberId,
    template: 'promotion.reward.issued',
    eventKey: take.id,
    values: { amount: money(input.amountMinor, input.currency), ...perLanguage('title', input.title) },
    at: input.at,
  });
}

/** An application approved: the amount granted. One message per application (an approval is final). */
export async function tellApplicationApproved(
  db: Database,
  input: { take: PlayerPromotionRow; currency: string; title: Record<string, string>; at: Date },
): Promise<void> {
  await writeSystemMessage(db, {
    merchantId: input.take.merchantId,
    memberId: input.take.memberId,
    template: 'promotion.application.approved',
    eventKey: input.take.id,
    values: { amount: money(input.take.amountMinor ?? 0n, input.currency), ...perLanguage('title', input.title) },
    at: input.at,
  });
}

/** An application rejected, with the reviewer's reason; the player may apply again, so each rejection is its own. */
export async function tellApplicationRejected(
  db: Database,
  input: { take: PlayerPromotionRow; title: Record<string, string>; at: Date },
): Promise<void> {
  await writeSystemMessage(db, {
    merchantId: input.take.merchantId,
    memberId: input.take.memberId,
    template: 'promotion.application.rejected',
    eventKey: `${input.take.id}:${(input.take.reviewedAt ?? input.at).getTime()}`,
    values: { reason: input.take.reason ?? '', ...perLanguage('title', input.title) },
    at: input.at,
  });
}

export const expiryReminderMs = 24 * 60 * 60 * 1000;

/**
 * Reminds the holders of active grants that expire within 24 hours, once per grant: the message's event key
 * (`msg:bonus.expiring:{grant}`) is unique, so a grant already reminded is neither selected again nor written twice,
 * whichever instance runs the pass. Answers how many were reminded.
 */
export async function remindExpiringGrants(db: Database, clock: Clock, limit = 500): Promise<number> {
  const now = clock.now();
  const due = await queryRows<{
    id: string;
    merchant_id: string;
    member_id: string;
    currency: string;
    title: Record<string, string>;
    turnover_required_minor: string;
    turnover_done_minor: string;
  }>(
    db,
    sql`select g.id, g.merchant_id, g.member_id, g.currency, g.title, g.turnover_required_minor,
          g.turnover_done_minor
        from bonus_grant g
        where g.status = 'active' and g.expires_at > ${now.toISOString()}::timestamptz
          and g.expires_at <= ${new Date(now.getTime() + expiryReminderMs).toISOString()}::timestamptz
          and not exists (select 1 from member_message m where m.event_key = 'msg:bonus.expiring:' || g.id::text)
        order by g.expires_at limit ${limit}`,
  );
  for (const grant of due) {
    const remaining = BigInt(grant.turnover_required_minor) - BigInt(grant.turnover_done_minor);
    await writeSystemMessage(db, {
      merchantId: grant.merchant_id,
      memberId: grant.member_id,
      template: 'bonus.expiring',
      eventKey: grant.id,
      values: {
        turnover: money(remaining > 0n ? remaining : 0n, grant.currency),
        ...perLanguage('title', grant.title),
      },
      at: now,
    });
  }
  return due.length;
}
