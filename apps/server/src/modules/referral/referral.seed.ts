import type { Database } from '../../db/client.js';
import type { referralRule } from './referral.tables.js';
import { findReferralRule, saveReferralRule } from './referral.repository.js';

/**
 * The demo brands' programme: 50.00 per qualified friend (a first deposit of 100.00 or more within 30 days and a
 * verified phone), 200.00 at 5 and 600.00 at 10 friends a month, 5 % of a friend's first deposit and 0.10 % of their
 * valid bets, at most 2,000.00 from one friend and 5,000.00 a day, paid as cash; 30 days of login addresses compared.
 */
export const demoReferralRule: Omit<typeof referralRule.$inferInsert, 'merchantId'> = {
  enabled: true,
  invitationRewardMinor: 5_000n,
  achievementPeriod: 'monthly',
  achievementTiers: [
    { count: 5, rewardMinor: '20000' },
    { count: 10, rewardMinor: '60000' },
  ],
  depositRateUnits: 50_000,
  depositScope: 'first',
  bettingRateUnits: 1_000,
  minFirstDepositMinor: 10_000n,
  qualifyDays: 30,
  ipWindowDays: 30,
  refereeCapMinor: 200_000n,
  dailyCapMinor: 500_000n,
  turnoverMultiplier: 0,
  rulesText: {
    th: 'ชวนเพื่อนสมัครด้วยลิงก์หรือรหัสของคุณ เมื่อเพื่อนยืนยันเบอร์โทรศัพท์และฝากเงินครั้งแรกตั้งแต่ 100 บาทภายใน 30 วัน คุณจะได้รับรางวัล รางวัลจ่ายทุกวันสำหรับวันก่อนหน้า บัญชีที่ใช้อุปกรณ์ บัญชีธนาคาร หรือ IP เดียวกับคุณจะไม่ได้รับรางวัล',
    en: 'Invite friends with your link or code. When a friend verifies their phone and makes a first deposit of 100 or more within 30 days, you earn rewards. Rewards are paid daily for the day before. Friends sharing your device, bank account or IP address earn nothing.',
    'pt-BR':
      'Convide amigos com seu link ou código. Quando um amigo verifica o telefone e faz um primeiro depósito de 100 ou mais em 30 dias, você ganha recompensas, pagas diariamente pelo dia anterior. Amigos que usam o mesmo aparelho, conta bancária ou IP não contam.',
    fil: 'Mag-imbita ng kaibigan gamit ang iyong link o code. Kapag na-verify ng kaibigan ang phone at nakapag-first deposit ng 100 o higit pa sa loob ng 30 araw, may reward ka, binabayaran araw-araw para sa nakaraang araw. Walang reward ang kaibigang kapareho mo ng device, bank account o IP.',
  },
  updatedBy: 'seed',
};

/** Seeds the demo programme once; an operator's later change is kept. */
export async function seedDemoReferral(db: Database, input: { merchantId: string }): Promise<void> {
  if (await findReferralRule(db, input.merchantId)) return;
  await saveReferralRule(db, { merchantId: input.merchantId, ...demoReferralRule });
}
