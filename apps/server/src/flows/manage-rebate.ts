import type { RebateReport, RebateSettings, RebateSettingsBody } from '@croupier/contracts';
import {
  buildPage,
  formatMinor,
  formatRebateRate,
  parseMinor,
  rebateRateCategories,
  rebateRateScale,
} from '@croupier/contracts';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import type { Operator } from '../modules/operator/index.js';
import { findMerchantByCode } from '../modules/merchant/index.js';
import {
  defaultRebatePolicy,
  describeClaim,
  findPolicy,
  insertRates,
  listBrandClaims,
  listRates,
  rateAt,
  savePolicy,
} from '../modules/rebate/index.js';
import { auditedOperatorChange } from './shared/audited-operator-change.js';
import { instantsOf } from './shared/brand-days.js';

/**
 * The console's rebate settings (decision 0079): the rate matrix VIP level × category (each change a new row
 * effective from now, so bets already settled keep their rate), the daily cap per level and the minimum claim;
 * saved and audited in one transaction. And the claims report of brand-local days.
 */

type Dependencies = { db: Database; clock: Clock };

/** VIP levels do not exist yet: the console edits level 0, which every member is at until they do. */
const knownLevels = [0];

async function brandOf(db: Database, code: string) {
  const merchant = await findMerchantByCode(db, code);
  if (!merchant) throw new DomainError('UNKNOWN_MERCHANT', { merchant: code });
  return merchant;
}

async function readSettings(db: Database, merchant: { id: string; code: string }, at: Date): Promise<RebateSettings> {
  const [rates, policy] = await Promise.all([listRates(db, [merchant.id]), findPolicy(db, merchant.id)]);
  const levels = [...new Set([...knownLevels, ...rates.map((row) => row.vipLevel)])].sort((a, b) => a - b);
  const caps = policy?.dailyCaps ?? defaultRebatePolicy.dailyCaps;
  return {
    merchant: merchant.code,
    levels,
    categories: [...rebateRateCategories],
    rates: levels.flatMap((level) =>
      rebateRateCategories.map((category) => {
        const current = rates
          .filter(
            (row) => row.vipLevel === level && row.category === category && row.effectiveFrom.getTime() <= at.getTime(),
          )
          .at(-1);
        return {
          level,
          category,
          rate: formatRebateRate(BigInt(rateAt(rates, { merchantId: merchant.id, level, category }, at))),
          since: current ? current.effectiveFrom.toISOString() : '',
        };
      }),
    ),
    dailyCaps: Object.entries(caps)
      .map(([level, cap]) => ({ level: Number(level), cap: formatMinor(BigInt(cap)) }))
      .sort((a, b) => a.level - b.level),
    minimum: formatMinor(policy?.minClaimMinor ?? defaultRebatePolicy.minClaimMinor),
  };
}

export async function showRebateSettings(dependencies: Dependencies, input: { merchant: string }) {
  const merchant = await brandOf(dependencies.db, input.merchant);
  return readSettings(dependencies.db, merchant, dependencies.clock.now());
}

/** Saves the brand's settings: only cells whose rate differs from the one in force get a new row. Audited. */
export async function saveRebateSettings(
  dependencies: Dependencies,
  input: { operator: Operator; merchant: string; body: RebateSettingsBody },
) {
  const merchant = await brandOf(dependencies.db, input.merchant);
  const now = dependencies.clock.now();
  return auditedOperatorChange(
    dependencies,
    {
      operator: input.operator,
      action: 'rebate.settings.save',
      target: merchant.code,
      detail: (result: { changedRates: { level: number; category: string; rate: string }[] }) => ({
        changedRates: result.changedRates,
        dailyCaps: input.body.dailyCaps,
        minimum: input.body.minimum,
      }),
    },
    async (_operators, transaction) => {
      const rates = await listRates(transaction, [merchant.id]);
      const changed = input.body.rates.filter(
        (cell) =>
          BigInt(rateAt(rates, { merchantId: merchant.id, level: cell.level, category: cell.category }, now)) !==
          parseMinor(cell.rate, rebateRateScale),
      );
      await insertRates(
        transaction,
        changed.map((cell) => ({
          merchantId: merchant.id,
          vipLevel: cell.level,
          category: cell.category,
          rateUnits: Number(parseMinor(cell.rate, rebateRateScale)),
          effectiveFrom: now,
          createdBy: input.operator.username,
        })),
      );
      await savePolicy(transaction, {
        merchantId: merchant.id,
        minClaimMinor: parseMinor(input.body.minimum),
        dailyCaps: Object.fromEntries(
          input.body.dailyCaps.map((cap) => [String(cap.level), parseMinor(cap.cap).toString()]),
        ),
        updatedAt: now,
        updatedBy: input.operator.username,
      });
      return {
        changedRates: changed.map((cell) => ({ level: cell.level, category: cell.category, rate: cell.rate })),
        settings: await readSettings(transaction, merchant, now),
      };
    },
  ).then((result) => result.settings);
}

/** The claims of brand-local days `from` to `to` (both included), newest first, with their totals per category. */
export async function rebateClaimsReport(
  dependencies: Dependencies,
  input: { merchant: string; from: string; to: string; pageNo: number; pageSize: number },
): Promise<RebateReport> {
  if (input.to < input.from)
    throw new DomainError('VALIDATION_FAILED', { fields: [{ path: 'to', message: 'DATE_RANGE_ORDER' }] });
  const merchant = await brandOf(dependencies.db, input.merchant);
  const { from, to } = instantsOf({ startDate: input.from, endDate: input.to }, merchant);
  const found = await listBrandClaims(dependencies.db, {
    merchantId: merchant.id,
    from,
    to,
    offset: (input.pageNo - 1) * input.pageSize,
    limit: input.pageSize,
  });
  const page = buildPage(
    found.rows.map((row) => ({
      ...describeClaim({
        id: row.id,
        amountMinor: BigInt(row.amount_minor),
        cappedScaled: BigInt(row.capped_scaled),
        lines: row.lines,
        claimedAt: new Date(row.claimed_at),
      }),
      username: row.username,
    })),
    input,
    found.total,
  );
  return {
    ...page,
    totalAmount: formatMinor(found.amountMinor),
    byCategory: found.lines
      .filter((line) => line.amountMinor !== 0n)
      .map((line) => ({
        category: line.category as RebateReport['byCategory'][number]['category'],
        amount: formatMinor(line.amountMinor),
      })),
  };
}
