import type { Database } from '../../db/client.js';
import { findPolicy, insertRates, savePolicy } from './rebate.repository.js';

/** The reference's §4.5 rates (percent × 10,000): RNG and FISH 0.80 %, LIVE 0.50 %, SPORTS 0.60 %, PVP 0.30 %, lotteries 0.20 %. */
export const demoRebateRates: Record<string, number> = {
  RNG: 8_000,
  FISH: 8_000,
  LIVE: 5_000,
  SPORTS: 6_000,
  PVP: 3_000,
  ELOTT: 2_000,
  LOTT: 2_000,
};

/** The demo brands' rebate: the rates above at level 0 since 2020, a daily cap of 1,000.00 and a minimum of 1.00. */
export async function seedDemoRebate(db: Database, input: { merchantId: string }): Promise<void> {
  if (await findPolicy(db, input.merchantId)) return;
  const since = new Date('2020-01-01T00:00:00Z');
  await insertRates(
    db,
    Object.entries(demoRebateRates).map(([category, rateUnits]) => ({
      merchantId: input.merchantId,
      vipLevel: 0,
      category,
      rateUnits,
      effectiveFrom: since,
      createdBy: 'seed',
    })),
  );
  await savePolicy(db, { merchantId: input.merchantId, minClaimMinor: 100n, dailyCaps: { '0': '100000' } });
}
