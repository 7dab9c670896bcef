import type { JackpotSettings, JackpotSettingsBody, JackpotWinAnswer, JackpotWinPage } from '@croupier/contracts';
import { buildPage, formatMinor, jackpotWinRequestSchema, pageOffset, parseMinor } from '@croupier/contracts';
import type { Database } from '../db/client.js';
import type { Transaction } from '../db/transaction.js';
import { runInTransaction } from '../db/transaction.js';
import type { Clock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import { createTtlCache } from '../lib/ttl-cache.js';
import {
  accountBalance,
  contributionOf,
  feedsJackpot,
  findPool,
  findWin,
  insertPool,
  insertWin,
  jackpotVendorCode,
  listLatestWins,
  listWins,
  lockEnabledPools,
  lockPool,
  updatePool,
} from '../modules/jackpot/index.js';
import type { JackpotPoolRow } from '../modules/jackpot/index.js';
import { createMemberService } from '../modules/member/index.js';
import { findMerchantByCode } from '../modules/merchant/index.js';
import type { Operator } from '../modules/operator/index.js';
import type { KnownVendor, SeamlessService } from '../modules/seamless/index.js';
import type { SettledBetEvent } from '../modules/settled-bets/index.js';
import { createWalletService } from '../modules/wallet/index.js';
import { auditedOperatorChange } from './shared/audited-operator-change.js';

/**
 * The progressive jackpot (decision 0087). Money: the pool is the brand's `jackpot_pool` ledger account. Its
 * contributions come from the house vendor's account (the house's side of each slot stake, never the player's
 * balance), counted from the settled-bet stream in batches, so a spin never touches the pool's row; a trigger pays
 * the whole pool to the player's wallet and the house funds the seed again, in one transaction under the pool's row
 * lock, exactly once per vendor transaction id.
 */

type Executor = Database | Transaction;

const houseAccount = (executor: Executor, pool: { merchantId: string; currency: string }) =>
  createWalletService({ db: executor }).systemAccount(pool.merchantId, pool.currency, 'game_vendor', jackpotVendorCode);
const poolAccount = (executor: Executor, pool: { merchantId: string; currency: string }) =>
  createWalletService({ db: executor }).systemAccount(pool.merchantId, pool.currency, 'jackpot_pool');

/**
 * The consumer of the settled-bet stream: each enabled pool takes its share of the batch's house slot stakes, in one
 * ledger transfer per pool and batch (its key names the batch's last event, so the cursor and the money move once).
 */
export async function feedJackpots(transaction: Transaction, events: readonly SettledBetEvent[]) {
  const stakes = new Map<string, { currency: string; stakeMinor: bigint; lastEventId: bigint }>();
  for (const event of events) {
    if (!feedsJackpot(event)) continue;
    const key = `${event.merchantId}|${event.currency}`;
    const sum = stakes.get(key) ?? { currency: event.currency, stakeMinor: 0n, lastEventId: 0n };
    sum.stakeMinor += event.stakeMinor;
    if (event.id > sum.lastEventId) sum.lastEventId = event.id;
    stakes.set(key, sum);
  }
  if (stakes.size === 0) return;
  const merchantIds = [...new Set([...stakes.keys()].map((key) => key.split('|')[0] ?? ''))];
  const pools = await lockEnabledPools(transaction, merchantIds);
  const wallet = createWalletService({ db: transaction });
  for (const pool of pools) {
    const sum = stakes.get(`${pool.merchantId}|${pool.currency}`);
    if (!sum) continue;
    const { accruedNumerator, contributionMinor } = contributionOf({
      accruedNumerator: pool.accruedNumerator,
      stakeMinor: sum.stakeMinor,
      shareBasisPoints: pool.shareBasisPoints,
    });
    if (contributionMinor > 0n) {
      const [house, jackpot] = await Promise.all([houseAccount(transaction, pool), poolAccount(transaction, pool)]);
      await wallet.transfer({
        merchantId: pool.merchantId,
        currency: pool.currency,
        idempotencyKey: `jackpot-contribution:${pool.id}:${sum.lastEventId.toString()}`,
        type: 'jackpot_contribution',
        debitAccountId: house.id,
        creditAccountId: jackpot.id,
        amountMinor: contributionMinor,
      });
    }
    await updatePool(transaction, pool.id, {
      accruedNumerator,
      stakeTotalMinor: pool.stakeTotalMinor + sum.stakeMinor,
      contributedMinor: pool.contributedMinor + contributionMinor,
    });
  }
}

/** The house funds the pool up to its seed (on its first enabling, and after each win). */
async function fundSeed(transaction: Executor, pool: JackpotPoolRow, key: string): Promise<bigint> {
  if (pool.seedMinor <= 0n) return 0n;
  const [house, jackpot] = await Promise.all([houseAccount(transaction, pool), poolAccount(transaction, pool)]);
  await createWalletService({ db: transaction }).transfer({
    merchantId: pool.merchantId,
    currency: pool.currency,
    idempotencyKey: key,
    type: 'jackpot_seed',
    debitAccountId: house.id,
    creditAccountId: jackpot.id,
    amountMinor: pool.seedMinor,
  });
  return pool.seedMinor;
}

/**
 * A vendor's jackpot trigger: pays the brand's whole pool to the launch's player and resets it to its seed. A retry
 * of the same transaction id answers the first payout; a pool that is off (or empty) refuses with
 * JACKPOT_UNAVAILABLE, and nothing moves.
 */
export async function payJackpot(
  dependencies: { db: Database; seamless: SeamlessService },
  vendor: KnownVendor,
  body: string,
): Promise<{ answer: JackpotWinAnswer; memberId: string; currency: string }> {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new DomainError('VALIDATION_FAILED', { fields: [{ path: '', message: 'INVALID_JSON' }] });
  }
  const parsed = jackpotWinRequestSchema.safeParse(json);
  if (!parsed.success)
    throw new DomainError('VALIDATION_FAILED', {
      fields: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    });
  const request = parsed.data;
  if (vendor.code !== jackpotVendorCode) throw new DomainError('FORBIDDEN');
  const launch = await dependencies.seamless.launchOf(vendor, request);
  if (!launch) throw new DomainError('SESSION_NOT_FOUND');
  if (launch.currency !== request.currency)
    throw new DomainError('VALIDATION_FAILED', { fields: [{ path: 'currency', message: 'CURRENCY_MISMATCH' }] });
  const paid = await runInTransaction(dependencies.db, async (transaction) => {
    const pool = await lockPool(transaction, launch.merchantId);
    const earlier = await findWin(transaction, vendor.code, request.transactionId);
    if (earlier) {
      if (earlier.memberId !== launch.memberId || earlier.roundId !== request.roundId)
        throw new DomainError('CONFLICT');
      return earlier.amountMinor;
    }
    if (!pool || !pool.enabled || pool.currency !== launch.currency) throw new DomainError('JACKPOT_UNAVAILABLE');
    const jackpot = await poolAccount(transaction, pool);
    const amountMinor = await accountBalance(transaction, jackpot.id);
    if (amountMinor <= 0n) throw new DomainError('JACKPOT_UNAVAILABLE');
    const win = await insertWin(transaction, {
      poolId: pool.id,
      merchantId: pool.merchantId,
      memberId: launch.memberId,
      vendorCode: vendor.code,
      transactionId: request.transactionId,
      roundId: request.roundId,
      gameId: launch.gameId,
      gameCode: launch.gameCode,
      gameName: launch.gameName,
      currency: pool.currency,
      amountMinor,
      seedMinor: pool.seedMinor,
    });
    await createWalletService({ db: transaction }).transfer({
      merchantId: pool.merchantId,
      currency: pool.currency,
      idempotencyKey: `jackpot-win:${vendor.code}:${request.transactionId}`,
      type: 'jackpot_win',
      reference: request.roundId,
      debitAccountId: jackpot.id,
      creditAccountId: launch.walletAccountId,
      amountMinor,
      metadata: { vendorCode: vendor.code, roundId: request.roundId, gameCode: launch.gameCode },
    });
    const seeded = await fundSeed(transaction, pool, `jackpot-seed:${win.id}`);
    await updatePool(transaction, pool.id, {
      paidMinor: pool.paidMinor + amountMinor,
      seededMinor: pool.seededMinor + seeded,
      wins: pool.wins + 1,
    });
    return amountMinor;
  });
  const balance = await dependencies.seamless.balanceOf(vendor, request);
  return {
    memberId: launch.memberId,
    currency: launch.currency,
    answer: {
      balance,
      currency: launch.currency,
      transactionId: request.transactionId,
      amount: formatMinor(paid, launch.currencyScale),
    },
  };
}

/** The brand's latest jackpot wins, for the winners board. */
export function listLatestJackpotWins(db: Database, merchantId: string, since: Date, limit: number) {
  return listLatestWins(db, merchantId, since, limit);
}

/** The trigger's odds a launch is told (decision 0087): only for the house vendor's real-money slot launches. */
export async function jackpotOfLaunch(
  db: Database,
  input: { brand: string; currency: string; vendorCode: string; vendorGameId: string; mode: string },
) {
  if (input.vendorCode !== jackpotVendorCode || input.mode !== 'real' || !input.vendorGameId.startsWith('slot:'))
    return null;
  const merchant = await findMerchantByCode(db, input.brand);
  const pool = merchant ? await findPool(db, merchant.id) : null;
  if (!pool || !pool.enabled || pool.currency !== input.currency) return null;
  return { oneIn: pool.oneIn };
}

/** The pool's amount right now: what its ledger account holds (seeded, plus contributed, less paid). */
const poolAmount = (pool: JackpotPoolRow) => pool.seededMinor + pool.contributedMinor - pool.paidMinor;

/**
 * The home page's figure (`/wps/jackpot`), read by every visitor: each instance answers from what it read for a
 * few seconds, which the display's poll interval exceeds anyway.
 */
export function createPublicJackpot(dependencies: { db: Database; clock: Clock }) {
  const cache = createTtlCache<JackpotPoolRow | null>({ clock: dependencies.clock, ttlMs: 3_000, maxEntries: 5_000 });
  return async (merchantId: string) => {
    const pool = await cache.get(merchantId, () => findPool(dependencies.db, merchantId));
    if (!pool || !pool.enabled) return { pool: null };
    return { pool: { amount: formatMinor(poolAmount(pool)), currency: pool.currency } };
  };
}

type ConsoleDependencies = { db: Database; clock: Clock };

async function brandOf(db: Database, code: string) {
  const merchant = await findMerchantByCode(db, code);
  if (!merchant) throw new DomainError('UNKNOWN_MERCHANT', { merchant: code });
  return merchant;
}

function describeSettings(merchant: { code: string; currency: string }, pool: JackpotPoolRow | null): JackpotSettings {
  return {
    merchant: merchant.code,
    currency: pool?.currency ?? merchant.currency,
    configured: pool !== null,
    enabled: pool?.enabled ?? false,
    shareBasisPoints: pool?.shareBasisPoints ?? 100,
    seed: formatMinor(pool?.seedMinor ?? 0n),
    oneIn: pool?.oneIn ?? 1_000_000,
    amount: formatMinor(pool ? poolAmount(pool) : 0n),
    contributedTotal: formatMinor(pool?.contributedMinor ?? 0n),
    stakeTotal: formatMinor(pool?.stakeTotalMinor ?? 0n),
    seededTotal: formatMinor(pool?.seededMinor ?? 0n),
    paidTotal: formatMinor(pool?.paidMinor ?? 0n),
    wins: pool?.wins ?? 0,
    updatedAt: pool ? pool.updatedAt.toISOString() : null,
  };
}

export async function showJackpotSettings(dependencies: ConsoleDependencies, input: { merchant: string }) {
  const merchant = await brandOf(dependencies.db, input.merchant);
  return describeSettings(merchant, await findPool(dependencies.db, merchant.id));
}

/**
 * Saves a brand's pool (audited). The first save makes the pool; enabling an unseeded pool funds its seed from the
 * house. A new share applies to stakes counted from now; a new seed applies from the next reset.
 */
export async function saveJackpotSettings(
  dependencies: ConsoleDependencies,
  input: { operator: Operator; merchant: string; body: JackpotSettingsBody },
) {
  const merchant = await brandOf(dependencies.db, input.merchant);
  const seedMinor = parseMinor(input.body.seed);
  return auditedOperatorChange(
    dependencies,
    {
      operator: input.operator,
      action: 'jackpot.settings.save',
      target: merchant.code,
      detail: () => ({ ...input.body }),
    },
    async (_operators, transaction) => {
      const pool = await insertPool(transaction, {
        merchantId: merchant.id,
        currency: merchant.currency,
        enabled: false,
        shareBasisPoints: input.body.shareBasisPoints,
        seedMinor,
        oneIn: input.body.oneIn,
      });
      const locked = (await lockPool(transaction, merchant.id)) ?? pool;
      const settings = {
        enabled: input.body.enabled,
        shareBasisPoints: input.body.shareBasisPoints,
        seedMinor,
        oneIn: input.body.oneIn,
      };
      let seededMinor = locked.seededMinor;
      if (input.body.enabled && locked.seededMinor === 0n && locked.wins === 0)
        seededMinor += await fundSeed(transaction, { ...locked, ...settings }, `jackpot-seed:${locked.id}:first`);
      await updatePool(transaction, locked.id, { ...settings, seededMinor });
      return describeSettings(merchant, await findPool(transaction, merchant.id));
    },
  );
}

export async function listJackpotWins(
  dependencies: ConsoleDependencies,
  input: { merchant: string; pageNo: number; pageSize: number },
): Promise<JackpotWinPage> {
  const merchant = await brandOf(dependencies.db, input.merchant);
  const { rows, total } = await listWins(dependencies.db, merchant.id, {
    limit: input.pageSize,
    offset: pageOffset(input),
  });
  const usernames = await createMemberService(dependencies).usernamesOf(merchant.id, [
    ...new Set(rows.map((row) => row.memberId)),
  ]);
  return buildPage(
    rows.map((row) => ({
      id: row.id,
      username: usernames.get(row.memberId) ?? '',
      gameName: row.gameName,
      amount: formatMinor(row.amountMinor),
      seed: formatMinor(row.seedMinor),
      wonAt: row.createdAt.toISOString(),
    })),
    input,
    total,
  );
}
