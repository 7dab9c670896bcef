import type { Database } from '../../db/client.js';
import type { Transaction } from '../../db/transaction.js';
import { isUniqueViolation, runInTransaction } from '../../db/transaction.js';
import { DomainError } from '../../lib/domain-error.js';
import type { PlayerPromotionRow } from '../../modules/promotions/index.js';
import { findTakeByRequestKey, keepRequestKey } from '../../modules/promotions/index.js';

/**
 * Runs a player's take of an offer (a join, claim, application, raffle draw) once per `Idempotency-Key` (decision
 * 0080). The key is stored on the take (`player_promotion.request_key`, unique per member) in the take's own
 * transaction; a retry with a key already stored answers that take (`replayed`) without acting again, even once the
 * offer's period or window has turned (the take alone would then act on the next one). A key first used on another
 * offer is refused (INVALID_STATE, `IDEMPOTENCY_KEY_REUSED`). Without a key the take simply runs.
 *
 * `replaceKey`: a take that moves an existing row again (an application sent again after a rejection) carries the
 * new request's key; otherwise a row keeps its first key, so the first request's retries still find it.
 */
export async function takeOnceByKey(
  db: Database,
  input: {
    memberId: string;
    promotionId: string;
    requestKey: string | null;
    replaceKey?: boolean;
    /** Work a new take needs done first, outside its transaction (a raffle's window row); a replay skips it. */
    prepare?: () => Promise<void>;
  },
  take: (transaction: Transaction) => Promise<PlayerPromotionRow>,
): Promise<{ take: PlayerPromotionRow; replayed: boolean }> {
  const { requestKey } = input;
  const replay = async () => {
    if (requestKey === null) return null;
    const first = await findTakeByRequestKey(db, { memberId: input.memberId, requestKey });
    if (!first) return null;
    if (first.promotionId !== input.promotionId) {
      throw new DomainError('INVALID_STATE', { reason: 'IDEMPOTENCY_KEY_REUSED' });
    }
    return { take: first, replayed: true };
  };
  const earlier = await replay();
  if (earlier) return earlier;
  await input.prepare?.();
  try {
    const taken = await runInTransaction(db, async (transaction) => {
      const row = await take(transaction);
      if (requestKey !== null) {
        await keepRequestKey(transaction, { id: row.id, requestKey, replace: input.replaceKey ?? false });
      }
      return row;
    });
    return { take: taken, replayed: false };
  } catch (error) {
    // Two deliveries of one key racing across a period boundary each took their own period's row; the second to
    // store the key lost to the unique key and rolled back: it answers the first, as a later retry would.
    if (!isUniqueViolation(error)) throw error;
    const first = await replay();
    if (!first) throw error;
    return first;
  }
}
