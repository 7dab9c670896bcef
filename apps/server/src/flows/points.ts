import { randomUUID } from 'node:crypto';
import type {
  ConsoleMallItem,
  ConsoleRedemption,
  Conversion,
  Language,
  MallItem,
  MallItemBody,
  MallItemType,
  PointBalance,
  PointConfig,
  PointsReport,
  PointsSettings,
  PointsSettingsBody,
  Redemption,
  RedemptionStatus,
} from '@croupier/contracts';
import { buildPage, formatMinor, gameTypes, parseMinor, readableReference } from '@croupier/contracts';
import type { Database } from '../db/client.js';
import type { Transaction } from '../db/transaction.js';
import { runInTransaction } from '../db/transaction.js';
import type { Clock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import { createBonusService, passesIncentiveGate } from '../modules/bonus/index.js';
import type { Member } from '../modules/member/index.js';
import type { Merchant } from '../modules/merchant/index.js';
import { findMerchantByCode } from '../modules/merchant/index.js';
import type { Operator } from '../modules/operator/index.js';
import type { MallItemRow, PointsConfigRow, RedemptionRowText } from '../modules/points/index.js';
import {
  brandPointsTotals,
  configOf,
  conversionAmount,
  countHeldRedemptions,
  decideRedemption,
  expiringLots,
  findConversionByKey,
  findBrandRedemption,
  findItem,
  findRedemptionByKey,
  insertConversion,
  insertItem,
  insertRedemption,
  listBrandRedemptions,
  listItems,
  listMemberRedemptions,
  listMovements,
  listRules,
  lockMemberPoints,
  lockRedemption,
  memberPointsBalances,
  movePoints,
  replaceRules,
  restoreLots,
  returnStock,
  saveConfig,
  systemPointsAccount,
  takeFromLots,
  takeStock,
  updateItem,
} from '../modules/points/index.js';
import { createWalletService, mainWalletKind } from '../modules/wallet/index.js';
import { createWithdrawalService } from '../modules/withdrawal/index.js';
import { grantBonus } from './shared/bonus-wallet.js';
import { auditedOperatorChange } from './shared/audited-operator-change.js';

/**
 * Points and the points mall (issue #20, decision 0082): the player's balance, rules, catalogue, redemptions, history
 * and conversion to cash; the console's rules, items, redemption queue and report. Points move in their own
 * double-entry book (modules/points); paying a cash or bonus item or a conversion moves money in the ledger, in the
 * same transaction as the points it spends.
 */

type Dependencies = { db: Database; clock: Clock };

const dayMs = 86_400_000;
/** How far ahead the player's page lists points about to expire. */
const expiringWindowDays = 30;
/** A bonus bought with points lives as long as the brand's usual offers. */
const bonusExpiryDays = 30;

const points = (value: bigint) => value.toString();

function brandDate(instant: Date, timeZone: string) {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(instant)
    .replaceAll('-', '/');
}

function textIn(texts: Record<string, string>, language: Language) {
  return texts[language] || texts.en || Object.values(texts).find((text) => text !== '') || '';
}

function describeItem(row: MallItemRow, language: Language): MallItem {
  return {
    id: row.id,
    type: row.type,
    name: textIn(row.name, language),
    description: textIn(row.description, language),
    imageUrl: row.imageUrl,
    pointsCost: points(row.pointsCost),
    creditAmount: row.creditMinor === null ? '' : formatMinor(row.creditMinor),
    turnoverMultiplier: row.turnoverMultiplier,
    stockLeft: row.stockLeft,
    perMemberLimit: row.perMemberLimit,
  };
}

type RedemptionLike = {
  id: string;
  createdAt: Date;
  itemType: MallItemType;
  itemName: Record<string, string>;
  quantity: number;
  pointsTotal: bigint;
  creditMinor: bigint | null;
  status: RedemptionStatus;
  rejectReason: string;
};

function describeRedemption(row: RedemptionLike, language: Language): Redemption {
  return {
    reference: readableReference(row.id),
    appliedAt: row.createdAt.toISOString(),
    type: row.itemType,
    name: textIn(row.itemName, language),
    quantity: row.quantity,
    points: points(row.pointsTotal),
    creditAmount: row.creditMinor === null ? '' : formatMinor(row.creditMinor * BigInt(row.quantity)),
    status: row.status,
    rejectReason: row.rejectReason,
  };
}

const fromText = (row: RedemptionRowText): RedemptionLike => ({
  id: row.id,
  createdAt: new Date(row.created_at),
  itemType: row.item_type,
  itemName: row.item_name,
  quantity: row.quantity,
  pointsTotal: BigInt(row.points_total),
  creditMinor: row.credit_minor === null ? null : BigInt(row.credit_minor),
  status: row.status,
  rejectReason: row.reject_reason,
});

function describeConversionSettings(config: Omit<PointsConfigRow, 'updatedAt'>) {
  return {
    enabled: config.convertEnabled,
    pointsPerUnit: points(config.convertPointsPerUnit),
    unitAmount: formatMinor(config.convertUnitMinor),
    minPoints: points(config.convertMinPoints),
    stepPoints: points(config.convertStepPoints),
  };
}

async function rulesOf(db: Database, merchantId: string) {
  return (await listRules(db, [merchantId]))
    .filter((rule) => (gameTypes as readonly string[]).includes(rule.category))
    .map((rule) => ({
      category: rule.category as (typeof gameTypes)[number],
      amount: formatMinor(rule.ratioAmountMinor),
      points: points(rule.ratioPoints),
    }));
}

// The player.

/** GET /wps/relay/MCS2_getPointBalance: spendable and held points, and what expires in the next 30 days by day. */
export async function showPointBalance(
  dependencies: Dependencies,
  input: { merchant: Merchant; member: Member },
): Promise<PointBalance> {
  const { db, clock } = dependencies;
  const [balances, lots] = await Promise.all([
    memberPointsBalances(db, input.member.id),
    expiringLots(db, input.member.id, new Date(clock.now().getTime() + expiringWindowDays * dayMs)),
  ]);
  const byDay = new Map<string, bigint>();
  for (const lot of lots) {
    const day = brandDate(lot.expiresAt, input.merchant.timeZone);
    byDay.set(day, (byDay.get(day) ?? 0n) + lot.remaining);
  }
  return {
    balance: points(balances.balance),
    held: points(balances.held),
    expiringSoon: [...byDay].map(([date, total]) => ({ date, points: points(total) })),
  };
}

/** GET /wps/relay/MCS2_getPointConfig: the earning ratios, the lots' life and the conversion settings. */
export async function showPointConfig(dependencies: Dependencies, input: { merchant: Merchant }): Promise<PointConfig> {
  const [rules, config] = await Promise.all([
    rulesOf(dependencies.db, input.merchant.id),
    configOf(dependencies.db, input.merchant.id),
  ]);
  return { expiryDays: config.expiryDays, rules, conversion: describeConversionSettings(config) };
}

/** GET /wps/relay/MCS2_getPointReward: the active items, by type if asked. */
export async function listMallItems(
  dependencies: Dependencies,
  input: { merchant: Merchant; language: Language; type?: MallItemType; pageNo: number; pageSize: number },
) {
  const rows = await listItems(dependencies.db, input.merchant.id, {
    activeOnly: true,
    ...(input.type ? { type: input.type } : {}),
  });
  const start = (input.pageNo - 1) * input.pageSize;
  return buildPage(
    rows.slice(start, start + input.pageSize).map((row) => describeItem(row, input.language)),
    input,
    rows.length,
  );
}

/** Pays what a cash or bonus item credits, in the redemption's transaction. */
async function payItem(
  transaction: Transaction,
  clock: Clock,
  input: { merchant: Merchant; member: Member; redemptionId: string; item: MallItemRow; quantity: number },
) {
  const { merchant, member, item } = input;
  const amountMinor = (item.creditMinor ?? 0n) * BigInt(input.quantity);
  if (item.type === 'cash') {
    const wallet = createWalletService({ db: transaction });
    const main = await wallet.mainWallet(merchant.id, merchant.currency, member.id, mainWalletKind(member.type));
    await wallet.lockWallet(main.id);
    const cost = await wallet.systemAccount(merchant.id, merchant.currency, 'promotion_cost');
    await wallet.transfer({
      merchantId: merchant.id,
      currency: merchant.currency,
      idempotencyKey: `pt:redeem:${input.redemptionId}:credit`,
      type: 'points_redemption',
      reference: input.redemptionId,
      debitAccountId: cost.id,
      creditAccountId: main.id,
      amountMinor,
      metadata: { redemptionId: input.redemptionId, itemId: item.id },
    });
    return;
  }
  const policy = await createBonusService({ db: transaction, clock }).policyOf(merchant.id);
  await grantBonus(transaction, clock, {
    merchantId: merchant.id,
    memberId: member.id,
    currency: merchant.currency,
    source: 'points',
    sourceRef: `pt:redeem:${input.redemptionId}`,
    amountMinor,
    title: item.name,
    terms: {
      turnoverMultiplier: item.turnoverMultiplier,
      basis: 'bonus',
      productFamily: 'casino',
      maxBetMinor: null,
      maxWinMultiplier: null,
      expiryDays: bonusExpiryDays,
      contributions: policy.contributions,
    },
  });
}

/**
 * POST /wps/relay/passwordCheck/MCS2_redeemPointReward (reference §6.4). A replayed Idempotency-Key answers the
 * first redemption without a password check. Otherwise, after the payment password, one transaction: the member's
 * points accounts are locked, the per-member limit checked, the stock taken under its guard, the points held (taken
 * from the lots expiring first); a cash or bonus item is then burned and paid at once (approved), a physical one waits
 * for an operator (in process).
 */
export async function redeemPointReward(
  dependencies: Dependencies,
  input: {
    merchant: Merchant;
    member: Member;
    language: Language;
    idempotencyKey: string;
    itemId: string;
    quantity: number;
    paymentPassword: string;
  },
): Promise<Redemption> {
  const { db, clock } = dependencies;
  const { merchant, member } = input;
  const earlier = await findRedemptionByKey(db, member.id, input.idempotencyKey);
  if (earlier) return describeRedemption(earlier, input.language);
  const item = await findItem(db, merchant.id, input.itemId);
  if (!item?.active) throw new DomainError('MALL_ITEM_UNAVAILABLE');
  await createWithdrawalService({ db, clock }).verifyPaymentPassword(member, input.paymentPassword);

  const redemption = await runInTransaction(db, async (transaction) => {
    const accounts = await lockMemberPoints(transaction, merchant.id, member.id);
    const replayed = await findRedemptionByKey(transaction, member.id, input.idempotencyKey);
    if (replayed) return replayed;
    const current = await findItem(transaction, merchant.id, input.itemId);
    if (!current?.active) throw new DomainError('MALL_ITEM_UNAVAILABLE');
    const total = current.pointsCost * BigInt(input.quantity);
    if (accounts.balance < total) throw new DomainError('POINTS_INSUFFICIENT');
    if (
      current.perMemberLimit !== null &&
      (await countHeldRedemptions(transaction, member.id, current.id)) + input.quantity > current.perMemberLimit
    )
      throw new DomainError('MALL_LIMIT_REACHED');
    // The incentive gate fails closed: a blocked, excluded or limited member is paid nothing.
    if (current.type !== 'physical' && !(await passesIncentiveGate(transaction, member.id)))
      throw new DomainError('PROMOTION_NOT_ELIGIBLE');
    if (!(await takeStock(transaction, merchant.id, current.id, input.quantity)))
      throw new DomainError('MALL_OUT_OF_STOCK');
    const id = randomUUID();
    await movePoints(transaction, {
      merchantId: merchant.id,
      memberId: member.id,
      idempotencyKey: `pt:redeem:${id}:hold`,
      type: 'hold',
      reference: id,
      points: total,
      debitAccountId: accounts.member,
      creditAccountId: accounts.held,
      metadata: { itemId: current.id, quantity: input.quantity },
    });
    const lots = await takeFromLots(transaction, member.id, total);
    const automatic = current.type !== 'physical';
    const row = await insertRedemption(transaction, {
      id,
      merchantId: merchant.id,
      memberId: member.id,
      itemId: current.id,
      idempotencyKey: input.idempotencyKey,
      itemType: current.type,
      itemName: current.name,
      quantity: input.quantity,
      pointsTotal: total,
      creditMinor: current.creditMinor,
      status: automatic ? 'approved' : 'in_process',
      lots,
      reviewedBy: automatic ? 'system' : '',
      reviewedAt: automatic ? clock.now() : null,
      createdAt: clock.now(),
    });
    if (automatic) {
      await burnHeld(transaction, { merchantId: merchant.id, memberId: member.id, heldAccount: accounts.held }, row);
      await payItem(transaction, clock, {
        merchant,
        member,
        redemptionId: id,
        item: current,
        quantity: input.quantity,
      });
    }
    return row;
  });
  return describeRedemption(redemption, input.language);
}

async function burnHeld(
  transaction: Database | Transaction,
  input: { merchantId: string; memberId: string; heldAccount: string },
  redemption: { id: string; pointsTotal: bigint },
) {
  await movePoints(transaction, {
    merchantId: input.merchantId,
    memberId: input.memberId,
    idempotencyKey: `pt:redeem:${redemption.id}:burn`,
    type: 'burn',
    reference: redemption.id,
    points: redemption.pointsTotal,
    debitAccountId: input.heldAccount,
    creditAccountId: await systemPointsAccount(transaction, input.merchantId, 'burned'),
  });
}

/** GET /wps/relay/MCS2_getRedeemPointList: the member's redemptions, newest first. */
export async function listRedemptions(
  dependencies: Dependencies,
  input: { member: Member; language: Language; pageNo: number; pageSize: number },
) {
  const { rows, total } = await listMemberRedemptions(dependencies.db, input.member.id, {
    offset: (input.pageNo - 1) * input.pageSize,
    limit: input.pageSize,
  });
  return buildPage(
    rows.map((row) => describeRedemption(fromText(row), input.language)),
    input,
    total,
  );
}

/**
 * POST /wps/relay/passwordCheck/MCS2_convertPoint: `points` (at least the minimum, a multiple of the step) become
 * cash at the brand's ratio. One transaction burns the points (oldest lots first) and credits the main wallet from
 * `promotion_cost`; a replayed Idempotency-Key converts once.
 */
export async function convertPoints(
  dependencies: Dependencies,
  input: { merchant: Merchant; member: Member; idempotencyKey: string; points: bigint; paymentPassword: string },
): Promise<Conversion> {
  const { db, clock } = dependencies;
  const { merchant, member } = input;
  const describe = async (conversion: { points: bigint; amountMinor: bigint }) => ({
    points: points(conversion.points),
    amount: formatMinor(conversion.amountMinor),
    balance: points((await memberPointsBalances(db, member.id)).balance),
  });
  const earlier = await findConversionByKey(db, member.id, input.idempotencyKey);
  if (earlier) return describe(earlier);
  const config = await configOf(db, merchant.id);
  if (!config.convertEnabled) throw new DomainError('POINTS_CONVERT_OFF');
  if (input.points < config.convertMinPoints || input.points % config.convertStepPoints !== 0n)
    throw new DomainError('POINTS_CONVERT_INVALID', {
      minimum: points(config.convertMinPoints),
      step: points(config.convertStepPoints),
    });
  const amountMinor = conversionAmount(input.points, config);
  if (amountMinor <= 0n)
    throw new DomainError('POINTS_CONVERT_INVALID', {
      minimum: points(config.convertMinPoints),
      step: points(config.convertStepPoints),
    });
  await createWithdrawalService({ db, clock }).verifyPaymentPassword(member, input.paymentPassword);

  const converted = await runInTransaction(db, async (transaction) => {
    const accounts = await lockMemberPoints(transaction, merchant.id, member.id);
    const replayed = await findConversionByKey(transaction, member.id, input.idempotencyKey);
    if (replayed) return replayed;
    if (accounts.balance < input.points) throw new DomainError('POINTS_INSUFFICIENT');
    if (!(await passesIncentiveGate(transaction, member.id))) throw new DomainError('PROMOTION_NOT_ELIGIBLE');
    const id = randomUUID();
    await movePoints(transaction, {
      merchantId: merchant.id,
      memberId: member.id,
      idempotencyKey: `pt:convert:${id}`,
      type: 'convert',
      reference: id,
      points: input.points,
      debitAccountId: accounts.member,
      creditAccountId: await systemPointsAccount(transaction, merchant.id, 'burned'),
      metadata: { amount: formatMinor(amountMinor) },
    });
    await takeFromLots(transaction, member.id, input.points);
    const wallet = createWalletService({ db: transaction });
    const main = await wallet.mainWallet(merchant.id, merchant.currency, member.id, mainWalletKind(member.type));
    await wallet.lockWallet(main.id);
    const cost = await wallet.systemAccount(merchant.id, merchant.currency, 'promotion_cost');
    await wallet.transfer({
      merchantId: merchant.id,
      currency: merchant.currency,
      idempotencyKey: `pt:convert:${id}:cash`,
      type: 'points_conversion',
      reference: id,
      debitAccountId: cost.id,
      creditAccountId: main.id,
      amountMinor,
      metadata: { conversionId: id, points: points(input.points) },
    });
    const row = {
      id,
      merchantId: merchant.id,
      memberId: member.id,
      idempotencyKey: input.idempotencyKey,
      points: input.points,
      amountMinor,
      currency: merchant.currency,
    };
    await insertConversion(transaction, row);
    return row;
  });
  return describe(converted);
}

/** GET /wps/relay/MCS2_getPointDetails: the member's points movements, newest first. */
export async function listPointMovements(
  dependencies: Dependencies,
  input: { member: Member; pageNo: number; pageSize: number },
) {
  const { rows, total } = await listMovements(dependencies.db, input.member.id, {
    offset: (input.pageNo - 1) * input.pageSize,
    limit: input.pageSize,
  });
  return buildPage(
    rows.map((row) => ({
      at: new Date(row.created_at).toISOString(),
      type: row.type,
      points: row.points,
      balanceAfter: row.balance_after,
    })),
    input,
    total,
  );
}

// The console.

async function brandNamed(db: Database, code: string) {
  const merchant = await findMerchantByCode(db, code);
  if (!merchant) throw new DomainError('UNKNOWN_MERCHANT', { merchant: code });
  return merchant;
}

export async function showPointsSettings(
  dependencies: Dependencies,
  input: { merchant: string },
): Promise<PointsSettings> {
  const merchant = await brandNamed(dependencies.db, input.merchant);
  const [rules, config] = await Promise.all([
    rulesOf(dependencies.db, merchant.id),
    configOf(dependencies.db, merchant.id),
  ]);
  return { expiryDays: config.expiryDays, rules, conversion: describeConversionSettings(config) };
}

/** Saves the brand's earning ratios, the lots' life (for points earned from now) and the conversion; audited. */
export async function savePointsSettings(
  dependencies: Dependencies,
  input: { operator: Operator; merchant: string; body: PointsSettingsBody },
): Promise<PointsSettings> {
  const merchant = await brandNamed(dependencies.db, input.merchant);
  const { body } = input;
  return auditedOperatorChange(
    dependencies,
    {
      operator: input.operator,
      action: 'points.settings.save',
      target: `${merchant.code}/points`,
      detail: () => ({ expiryDays: body.expiryDays, rules: body.rules, conversion: body.conversion }),
    },
    async (_operators, transaction) => {
      await replaceRules(
        transaction,
        merchant.id,
        body.rules.map((rule) => ({
          category: rule.category,
          ratioAmountMinor: parseMinor(rule.amount),
          ratioPoints: BigInt(rule.points),
        })),
      );
      await saveConfig(transaction, {
        merchantId: merchant.id,
        expiryDays: body.expiryDays,
        convertEnabled: body.conversion.enabled,
        convertPointsPerUnit: BigInt(body.conversion.pointsPerUnit),
        convertUnitMinor: parseMinor(body.conversion.unitAmount),
        convertMinPoints: BigInt(body.conversion.minPoints),
        convertStepPoints: BigInt(body.conversion.stepPoints),
      });
      return showPointsSettings({ ...dependencies, db: transaction }, { merchant: merchant.code });
    },
  );
}

function describeConsoleItem(row: MallItemRow): ConsoleMallItem {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    description: row.description,
    imageUrl: row.imageUrl,
    pointsCost: points(row.pointsCost),
    creditAmount: row.creditMinor === null ? '' : formatMinor(row.creditMinor),
    turnoverMultiplier: row.turnoverMultiplier,
    stockLeft: row.stockLeft,
    perMemberLimit: row.perMemberLimit,
    active: row.active,
    sortOrder: row.sortOrder,
  };
}

export async function listConsoleItems(dependencies: Dependencies, input: { merchant: string }) {
  const merchant = await brandNamed(dependencies.db, input.merchant);
  return (await listItems(dependencies.db, merchant.id, { activeOnly: false })).map(describeConsoleItem);
}

function itemColumns(body: MallItemBody) {
  return {
    type: body.type,
    name: body.name as Record<string, string>,
    description: body.description as Record<string, string>,
    imageUrl: body.imageUrl,
    pointsCost: BigInt(body.pointsCost),
    creditMinor: body.type === 'physical' ? null : parseMinor(body.creditAmount),
    turnoverMultiplier: body.type === 'bonus' ? body.turnoverMultiplier : 0,
    stockLeft: body.stockLeft,
    perMemberLimit: body.perMemberLimit,
    active: body.active,
    sortOrder: body.sortOrder,
  };
}

export async function createMallItem(
  dependencies: Dependencies,
  input: { operator: Operator; merchant: string; body: MallItemBody },
) {
  const merchant = await brandNamed(dependencies.db, input.merchant);
  return auditedOperatorChange(
    dependencies,
    {
      operator: input.operator,
      action: 'points.item.create',
      target: `${merchant.code}/points`,
      detail: (item: ConsoleMallItem) => ({ item: item.id, type: item.type, pointsCost: item.pointsCost }),
    },
    async (_operators, transaction) =>
      describeConsoleItem(await insertItem(transaction, { merchantId: merchant.id, ...itemColumns(input.body) })),
  );
}

/** Edits an item; the stock given is the new stock left (redemptions in process already took theirs). */
export async function editMallItem(
  dependencies: Dependencies,
  input: { operator: Operator; merchant: string; itemId: string; body: MallItemBody },
) {
  const merchant = await brandNamed(dependencies.db, input.merchant);
  return auditedOperatorChange(
    dependencies,
    {
      operator: input.operator,
      action: 'points.item.edit',
      target: `${merchant.code}/points/${input.itemId}`,
      detail: (item: ConsoleMallItem) => ({ type: item.type, pointsCost: item.pointsCost, stockLeft: item.stockLeft }),
    },
    async (_operators, transaction) => {
      const updated = await updateItem(transaction, merchant.id, input.itemId, itemColumns(input.body));
      if (!updated) throw new DomainError('NOT_FOUND');
      return describeConsoleItem(updated);
    },
  );
}

function describeConsoleRedemption(row: RedemptionRowText, language: Language): ConsoleRedemption {
  return {
    ...describeRedemption(fromText(row), language),
    id: row.id,
    username: row.username,
    reviewedBy: row.reviewed_by,
  };
}

export async function listRedemptionQueue(
  dependencies: Dependencies,
  input: { merchant: string; language: Language; status?: RedemptionStatus; pageNo: number; pageSize: number },
) {
  const merchant = await brandNamed(dependencies.db, input.merchant);
  const { rows, total } = await listBrandRedemptions(dependencies.db, merchant.id, {
    ...(input.status ? { status: input.status } : {}),
    offset: (input.pageNo - 1) * input.pageSize,
    limit: input.pageSize,
  });
  return buildPage(
    rows.map((row) => describeConsoleRedemption(row, input.language)),
    input,
    total,
  );
}

/**
 * An operator's decision on a redemption in process: approve burns the held points; reject gives them back to the
 * lots they came from and returns the stock. The redemption row is locked first and decided only while in process,
 * so two decisions at once apply one. Audited in the same transaction.
 */
export async function decidePointsRedemption(
  dependencies: Dependencies,
  input: {
    operator: Operator;
    merchant: string;
    redemptionId: string;
    decision: 'approve' | 'reject';
    reason: string;
    language: Language;
  },
): Promise<ConsoleRedemption> {
  const merchant = await brandNamed(dependencies.db, input.merchant);
  return auditedOperatorChange(
    dependencies,
    {
      operator: input.operator,
      action: input.decision === 'approve' ? 'points.redemption.approve' : 'points.redemption.reject',
      target: `${merchant.code}/points/redemption/${input.redemptionId}`,
      detail: (redemption: ConsoleRedemption) => ({
        username: redemption.username,
        points: redemption.points,
        ...(input.decision === 'reject' ? { reason: input.reason } : {}),
      }),
    },
    async (_operators, transaction) => {
      const redemption = await lockRedemption(transaction, merchant.id, input.redemptionId);
      if (!redemption) throw new DomainError('NOT_FOUND');
      if (redemption.status !== 'in_process') throw new DomainError('REDEMPTION_NOT_IN_PROCESS');
      const accounts = await lockMemberPoints(transaction, merchant.id, redemption.memberId);
      if (input.decision === 'approve') {
        await burnHeld(
          transaction,
          { merchantId: merchant.id, memberId: redemption.memberId, heldAccount: accounts.held },
          redemption,
        );
      } else {
        await movePoints(transaction, {
          merchantId: merchant.id,
          memberId: redemption.memberId,
          idempotencyKey: `pt:redeem:${redemption.id}:release`,
          type: 'release',
          reference: redemption.id,
          points: redemption.pointsTotal,
          debitAccountId: accounts.held,
          creditAccountId: accounts.member,
        });
        await restoreLots(transaction, redemption.lots);
        await returnStock(transaction, redemption.itemId, redemption.quantity);
      }
      const decided = await decideRedemption(transaction, {
        id: redemption.id,
        status: input.decision === 'approve' ? 'approved' : 'rejected',
        reason: input.decision === 'reject' ? input.reason : '',
        reviewedBy: input.operator.username,
        at: dependencies.clock.now(),
      });
      if (!decided) throw new DomainError('REDEMPTION_NOT_IN_PROCESS');
      const row = await findBrandRedemption(transaction, decided.id);
      if (!row) throw new DomainError('NOT_FOUND');
      return describeConsoleRedemption(row, input.language);
    },
  );
}

/** The brand's points book: issued, spent, released, converted and expired, and the liability players hold. */
export async function pointsReport(dependencies: Dependencies, input: { merchant: string }): Promise<PointsReport> {
  const merchant = await brandNamed(dependencies.db, input.merchant);
  const totals = await brandPointsTotals(dependencies.db, merchant.id);
  return {
    totals: totals.totals.map((row) => ({ type: row.type, points: points(row.points), count: row.count })),
    outstanding: points(totals.balance + totals.held),
    held: points(totals.held),
    conversionCost: formatMinor(totals.conversionMinor),
  };
}
