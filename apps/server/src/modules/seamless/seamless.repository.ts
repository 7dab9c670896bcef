import type { WhitelabelNode } from '@croupier/contracts';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows, rowsInRequestOrder } from '../../db/client.js';
import { seamlessVendor, vendorRequestLog, vendorSession } from './seamless.tables.js';

export type SeamlessVendorRow = typeof seamlessVendor.$inferSelect;
export type NewVendorSession = typeof vendorSession.$inferInsert;

export async function listVendors(db: Database): Promise<SeamlessVendorRow[]> {
  return db.select().from(seamlessVendor);
}

/** Creates or updates a vendor by code (seeds and operator set-up). */
export async function upsertVendor(db: Database, row: typeof seamlessVendor.$inferInsert): Promise<void> {
  await db
    .insert(seamlessVendor)
    .values(row)
    .onConflictDoUpdate({
      target: seamlessVendor.code,
      set: {
        name: row.name,
        walletModel: row.walletModel,
        secret: row.secret,
        allowedSources: row.allowedSources ?? [],
        launchUrl: row.launchUrl,
        apiUrl: row.apiUrl ?? null,
        enabled: row.enabled ?? true,
        ...(row.maxWinMinor === undefined ? {} : { maxWinMinor: row.maxWinMinor }),
        ...(row.maxRoundWinMinor === undefined ? {} : { maxRoundWinMinor: row.maxRoundWinMinor }),
      },
    });
}

export async function insertSession(db: Database, row: NewVendorSession): Promise<void> {
  await db.insert(vendorSession).values(row);
}

export type SessionView = {
  id: string;
  mode: 'real' | 'demo';
  member_id: string | null;
  merchant_id: string;
  merchant_code: string;
  time_zone: string;
  /** The brand's switch tree (it says whether a slot's feature may be bought). */
  whitelabel: WhitelabelNode[];
  nickname: string | null;
  blocked: boolean;
  currency: string;
  currency_scale: number;
  language: string;
  game_code: string;
  vendor_game_id: string;
  game_name: string;
  expires_at: string | Date;
  balance_minor: string | number | bigint | null;
  wallet_account_id: string | null;
  game_id: string | number | null;
};

/**
 * A session by its token's hash, with what the vendor is told: the player's nickname and wallet balance (read
 * here, beside the bet path that writes them in one call; see the seamless decision record).
 */
export async function findSession(db: Database, vendorId: string, tokenHash: string): Promise<SessionView | undefined> {
  const [row] = await queryRows<SessionView>(
    db,
    sql`select s.id, s.mode, s.member_id, s.merchant_id, m.code as merchant_code, m.time_zone, m.whitelabel, p.nickname, p.blocked_at is not null as blocked,
          s.currency, s.currency_scale, s.language, s.game_code, s.vendor_game_id, s.game_name, s.expires_at, s.wallet_account_id, s.game_id,
          case when s.member_id is null then a.balance_minor
            else bonus_playable_balance(s.member_id, s.wallet_account_id) end as balance_minor
        from vendor_session s
        join merchant m on m.id = s.merchant_id
        left join member p on p.id = s.member_id
        left join ledger_account a on a.id = s.wallet_account_id
        where s.token_hash = ${tokenHash} and s.vendor_id = ${vendorId}::uuid`,
  );
  return row;
}

/**
 * Ends a member's game sessions for bets now (a player protection, issue #15): a vendor's next bet on them is refused
 * as on any expired session, while its wins and rollbacks still settle. The database's clock, as the bet path reads.
 * Answers how many were live.
 */
export async function expireMemberSessions(db: Database, memberId: string): Promise<number> {
  const rows = await db
    .update(vendorSession)
    .set({ expiresAt: sql`clock_timestamp()` })
    .where(and(eq(vendorSession.memberId, memberId), gt(vendorSession.expiresAt, sql`clock_timestamp()`)))
    .returning({ id: vendorSession.id });
  return rows.length;
}

export type PostRow = {
  http_status: number;
  answer: string;
  member_id: string | null;
  merchant_id: string | null;
  balance_minor: string | number | bigint | null;
  currency: string | null;
  currency_scale: number | null;
};

export type PostInput = {
  vendorId: string;
  vendorCode: string;
  kind: 'bet' | 'win' | 'bet_win' | 'rollback' | 'void';
  transactionId: string;
  requestHash: string;
  requestBody: string;
  tokenHash: string;
  playerId: string;
  roundId: string;
  currency: string | null;
  betMinor: bigint;
  /** The part of the stake covered by the player's opposite bets in the round (0 ≤ hedged ≤ bet; no valid bet). */
  hedgedMinor: bigint;
  winMinor: bigint;
  referenceTransactionId: string | null;
  closeRound: boolean;
  voidReason: string | null;
  maxWinMinor: bigint;
  maxRoundWinMinor: bigint;
};

/** The one database call of a money request (see the bet_path migration); `codes` is the answer codes' JSON. */
export async function callSeamlessPost(db: Database, input: PostInput, codes: string): Promise<PostRow> {
  const [row] = await queryRows<PostRow>(
    db,
    sql`select * from seamless_post(${input.vendorId}::uuid, ${input.vendorCode}, ${input.kind}, ${input.transactionId},
      ${input.requestHash}, ${input.requestBody}, ${input.tokenHash}, ${input.playerId}, ${input.roundId},
      ${input.currency}, ${input.betMinor.toString()}::bigint, ${input.winMinor.toString()}::bigint,
      ${input.referenceTransactionId}, ${input.closeRound}, ${input.voidReason},
      ${input.maxWinMinor.toString()}::bigint, ${input.maxRoundWinMinor.toString()}::bigint, ${codes}::jsonb,
      ${input.hedgedMinor.toString()}::bigint)`,
  );
  if (!row) throw new Error('seamless_post answered no row');
  return row;
}

export type AdjustInput = {
  vendorId: string;
  vendorCode: string;
  transactionId: string;
  requestHash: string;
  requestBody: string;
  tokenHash: string;
  playerId: string;
  roundId: string;
  currency: string;
  /** Signed: positive pays the player, negative takes back. */
  amountMinor: bigint;
  reason: string;
  referenceTransactionId: string;
  maxWinMinor: bigint;
  maxRoundWinMinor: bigint;
};

/** A vendor adjustment in one database call (seamless_adjust, decision 0056). */
export async function callSeamlessAdjust(db: Database, input: AdjustInput, codes: string): Promise<PostRow> {
  const [row] = await queryRows<PostRow>(
    db,
    sql`select * from seamless_adjust(${input.vendorId}::uuid, ${input.vendorCode}, ${input.transactionId},
      ${input.requestHash}, ${input.requestBody}, ${input.tokenHash}, ${input.playerId}, ${input.roundId},
      ${input.currency}, ${input.amountMinor.toString()}::bigint, ${input.reason}, ${input.referenceTransactionId},
      ${input.maxWinMinor.toString()}::bigint, ${input.maxRoundWinMinor.toString()}::bigint, ${codes}::jsonb)`,
  );
  if (!row) throw new Error('seamless_adjust answered no row');
  return row;
}

/**
 * Several money requests in one database call and one commit (`seamless_post_batch`): one answer per request, in
 * the order given. Amounts travel as JSON strings, which PostgreSQL reads into bigint exactly.
 */
export async function callSeamlessPostBatch(
  db: Database,
  inputs: readonly PostInput[],
  codes: string,
): Promise<PostRow[]> {
  const requests = JSON.stringify(
    inputs.map((input, index) => ({
      i: index,
      vendor_id: input.vendorId,
      vendor_code: input.vendorCode,
      kind: input.kind,
      transaction_id: input.transactionId,
      request_hash: input.requestHash,
      request_body: input.requestBody,
      token_hash: input.tokenHash,
      player_id: input.playerId,
      round_id: input.roundId,
      currency: input.currency,
      bet_minor: input.betMinor.toString(),
      hedged_minor: input.hedgedMinor.toString(),
      win_minor: input.winMinor.toString(),
      reference_transaction_id: input.referenceTransactionId,
      close_round: input.closeRound,
      void_reason: input.voidReason,
      max_win_minor: input.maxWinMinor.toString(),
      max_round_win_minor: input.maxRoundWinMinor.toString(),
    })),
  );
  const rows = await queryRows<PostRow & { i: number }>(
    db,
    sql`select * from seamless_post_batch(${codes}::jsonb, ${requests}::jsonb)`,
  );
  return rowsInRequestOrder(rows, inputs.length, 'seamless_post_batch');
}

export async function logRequest(
  db: Database,
  row: { vendorId: string; operation: string; requestBody: string; httpStatus: number },
): Promise<void> {
  await db.insert(vendorRequestLog).values(row);
}

/**
 * Settles the member's open round (a vendor's close-round call) under the round's lock, so it never crosses a bet
 * of that round in flight; answers whether a round was open.
 */
export async function settleOpenRound(
  db: Database,
  input: { merchantId: string; memberId: string; vendorCode: string; roundId: string },
): Promise<boolean> {
  const [row] = await queryRows<{ settled: boolean }>(
    db,
    sql`select seamless_close_round(${input.vendorCode}, ${input.merchantId}::uuid, ${input.memberId}::uuid,
      ${input.roundId}) as settled`,
  );
  return row?.settled === true;
}

/** A vendor by its code (a brand's transfer-wallet codes name vendors this way). */
export async function findVendorByCode(db: Database, code: string): Promise<SeamlessVendorRow | undefined> {
  const [row] = await db.select().from(seamlessVendor).where(eq(seamlessVendor.code, code)).limit(1);
  return row;
}
