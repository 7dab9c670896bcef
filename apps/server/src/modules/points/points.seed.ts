import type { Database } from '../../db/client.js';
import { findConfig, insertItem, replaceRules, saveConfig } from './points.repository.js';

/** The reference's §6.5 ratios: 1 point per 100 of valid bet on slots, fishing and lotteries, 1 per 200 on live. */
export const demoPointsRules: Record<string, bigint> = {
  RNG: 10_000n,
  FISH: 10_000n,
  LIVE: 20_000n,
  SPORTS: 10_000n,
  PVP: 20_000n,
  LOTT: 10_000n,
  ELOTT: 10_000n,
};

/**
 * The demo brands' points: the ratios above, lots living 365 days, conversion 100 points = 1.00 (minimum and step 100),
 * and three mall items: cash, a bonus with 1× turnover, and a physical item an operator approves.
 */
export async function seedDemoPoints(db: Database, input: { merchantId: string }): Promise<void> {
  if (await findConfig(db, input.merchantId)) return;
  await replaceRules(
    db,
    input.merchantId,
    Object.entries(demoPointsRules).map(([category, ratioAmountMinor]) => ({
      category,
      ratioAmountMinor,
      ratioPoints: 1n,
    })),
  );
  await saveConfig(db, {
    merchantId: input.merchantId,
    expiryDays: 365,
    convertEnabled: true,
    convertPointsPerUnit: 100n,
    convertUnitMinor: 100n,
    convertMinPoints: 100n,
    convertStepPoints: 100n,
  });
  const items = [
    {
      type: 'cash' as const,
      name: { th: 'เครดิตเงินสด 50', en: 'Cash credit 50', 'pt-BR': 'Crédito em dinheiro 50', fil: 'Cash credit 50' },
      imageUrl: '/points/cash.svg',
      pointsCost: 6_000n,
      creditMinor: 5_000n,
      stockLeft: 500,
      sortOrder: 1,
    },
    {
      type: 'bonus' as const,
      name: {
        th: 'โบนัส 100 (เทิร์น 1 เท่า)',
        en: 'Bonus 100 (1× turnover)',
        'pt-BR': 'Bônus 100 (rollover 1×)',
        fil: 'Bonus 100 (1× turnover)',
      },
      imageUrl: '/points/bonus.svg',
      pointsCost: 10_000n,
      creditMinor: 10_000n,
      turnoverMultiplier: 1,
      stockLeft: 200,
      perMemberLimit: 3,
      sortOrder: 2,
    },
    {
      type: 'physical' as const,
      name: { th: 'หูฟังบลูทูธ', en: 'Bluetooth earbuds', 'pt-BR': 'Fones Bluetooth', fil: 'Bluetooth earbuds' },
      description: {
        th: 'จัดส่งถึงที่อยู่ที่ลงทะเบียนไว้ภายใน 14 วันหลังอนุมัติ',
        en: 'Shipped to your registered address within 14 days of approval.',
        'pt-BR': 'Enviado ao seu endereço cadastrado em até 14 dias após a aprovação.',
        fil: 'Ipapadala sa iyong rehistradong address sa loob ng 14 na araw matapos maaprubahan.',
      },
      imageUrl: '/points/earbuds.svg',
      pointsCost: 90_000n,
      creditMinor: null,
      stockLeft: 5,
      perMemberLimit: 1,
      sortOrder: 3,
    },
  ];
  for (const item of items) await insertItem(db, { merchantId: input.merchantId, ...item });
}
