import { sql } from 'drizzle-orm';
import type { ProductFamily } from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import type { CashbackPeriod } from './cashback.js';
import { gameTypesOf } from './cashback.js';
import type { PromotionRow } from './promotions.repository.js';

/**
 * Net game loss read from the settled-bet stream (decision 0072): Σ stake − Σ payout of the events recorded in the
 * period, in the brand's currency and the offer's product family. Events are deltas, so a void or resettlement counts
 * in the period it was recorded in, as it does in every other report of the stream: a closed period never changes.
 */

const gameTypeList = (family: ProductFamily) =>
  sql.join(
    gameTypesOf(family).map((gameType) => sql`${gameType}`),
    sql`, `,
  );

/** One member's net loss in the period so far (negative when the member is winning). */
export async function memberNetLossMinor(
  db: Database,
  input: { memberId: string; currency: string; family: ProductFamily; period: CashbackPeriod },
): Promise<bigint> {
  const [row] = await queryRows<{ net_loss: string | null }>(
    db,
    sql`select (sum(stake_minor) - sum(payout_minor))::text as net_loss
        from settled_bet
        where member_id = ${input.memberId}::uuid
          and settled_at >= ${input.period.start.toISOString()}::timestamptz
          and settled_at < ${input.period.end.toISOString()}::timestamptz
          and currency = ${input.currency}
          and game_type in (${gameTypeList(input.family)})`,
  );
  return BigInt(row?.net_loss ?? '0');
}

/**
 * The brand's members with a positive net loss in the period, registered early enough for the offer and at one of
 * its VIP levels if it names any; in member order, so two passes meet the members in the same order.
 */
export async function netLossesOfPeriod(
  db: Database,
  input: { offer: PromotionRow; currency: string; period: CashbackPeriod },
): Promise<{ memberId: string; netLossMinor: bigint }[]> {
  const registeredFrom = input.offer.eligibility.registeredFrom;
  const vipLevels = input.offer.eligibility.vipLevels ?? [];
  const rows = await queryRows<{ member_id: string; net_loss: string }>(
    db,
    sql`select b.member_id, (sum(b.stake_minor) - sum(b.payout_minor))::text as net_loss
        from settled_bet b
        join member m on m.id = b.member_id
        where b.merchant_id = ${input.offer.merchantId}::uuid
          and b.settled_at >= ${input.period.start.toISOString()}::timestamptz
          and b.settled_at < ${input.period.end.toISOString()}::timestamptz
          and b.currency = ${input.currency}
          and b.game_type in (${gameTypeList(input.offer.terms.productFamily)})
          ${registeredFrom === null ? sql`` : sql`and m.created_at >= ${registeredFrom}::timestamptz`}
          ${
            vipLevels.length === 0
              ? sql``
              : sql`and m.vip_level in (${sql.join(
                  vipLevels.map((level) => sql`${level}`),
                  sql`, `,
                )})`
          }
        group by b.member_id
        having sum(b.stake_minor) - sum(b.payout_minor) > 0
        order by b.member_id`,
  );
  return rows.map((row) => ({ memberId: row.member_id, netLossMinor: BigInt(row.net_loss) }));
}

/** The active CASHBACK offers of every brand, with the brand's currency and zone. */
export async function listActiveCashbackOffers(
  db: Database,
): Promise<{ offerId: string; merchantId: string; code: string; currency: string; timeZone: string }[]> {
  const rows = await queryRows<{ id: string; merchant_id: string; code: string; currency: string; time_zone: string }>(
    db,
    sql`select p.id, p.merchant_id, m.code, m.currency, m.time_zone
        from promotion p join merchant m on m.id = p.merchant_id
        where p.type = 'CASHBACK' and p.status = 'active'
        order by p.merchant_id, p.id`,
  );
  return rows.map((row) => ({
    offerId: row.id,
    merchantId: row.merchant_id,
    code: row.code,
    currency: row.currency,
    timeZone: row.time_zone,
  }));
}
