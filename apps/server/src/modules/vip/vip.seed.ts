import type { Database } from '../../db/client.js';
import { listLadder, replaceLadder } from './vip.repository.js';
import type { VipBenefits, VipRule } from './vip.tables.js';

const noRule: VipRule = { combinator: 'all', conditions: [] };

const benefits = (input: Partial<VipBenefits>): VipBenefits => ({
  levelUpGiftMinor: '0',
  monthlyGiftMinor: '0',
  monthlyMinDepositMinor: '0',
  giftTurnoverMultiple: 1,
  rebateText: '',
  dailyWithdrawalCount: null,
  dailyWithdrawalLimitMinor: null,
  ...input,
});

/** Deposit and valid bet over a rolling 90 days, both needed (reference §5.5, in minor units). */
const upRule = (deposit: number, validBet: number): VipRule => ({
  combinator: 'all',
  conditions: [
    { metric: 'deposit', window: 'rolling_days', days: 90, minMinor: String(deposit * 100) },
    { metric: 'valid_bet', window: 'rolling_days', days: 90, minMinor: String(validBet * 100) },
  ],
});

const keepRule = (validBet: number): VipRule => ({
  combinator: 'all',
  conditions: [{ metric: 'valid_bet', window: 'rolling_days', days: 90, minMinor: String(validBet * 100) }],
});

/** The reference's worked ladder (§5.5): Member, then five levels; THB amounts. */
export const demoVipLadder = [
  {
    ordinal: 0,
    name: { th: 'สมาชิก', en: 'Member', 'pt-BR': 'Membro', fil: 'Miyembro' },
    upRule: noRule,
    keepRule: noRule,
    benefits: benefits({ rebateText: '0.40%', dailyWithdrawalCount: 3, dailyWithdrawalLimitMinor: '5000000' }),
  },
  {
    ordinal: 1,
    name: { th: 'บรอนซ์', en: 'Bronze', 'pt-BR': 'Bronze', fil: 'Bronze' },
    upRule: upRule(2_000, 20_000),
    keepRule: keepRule(5_000),
    benefits: benefits({
      levelUpGiftMinor: '5800',
      rebateText: '0.50%',
      dailyWithdrawalCount: 5,
      dailyWithdrawalLimitMinor: '10000000',
    }),
  },
  {
    ordinal: 2,
    name: { th: 'ซิลเวอร์', en: 'Silver', 'pt-BR': 'Prata', fil: 'Silver' },
    upRule: upRule(10_000, 100_000),
    keepRule: keepRule(25_000),
    benefits: benefits({
      levelUpGiftMinor: '18800',
      monthlyGiftMinor: '3800',
      monthlyMinDepositMinor: '100000',
      rebateText: '0.60%',
      dailyWithdrawalCount: 5,
      dailyWithdrawalLimitMinor: '20000000',
    }),
  },
  {
    ordinal: 3,
    name: { th: 'โกลด์', en: 'Gold', 'pt-BR': 'Ouro', fil: 'Gold' },
    upRule: upRule(50_000, 500_000),
    keepRule: keepRule(120_000),
    benefits: benefits({
      levelUpGiftMinor: '58800',
      monthlyGiftMinor: '8800',
      monthlyMinDepositMinor: '500000',
      rebateText: '0.80%',
      dailyWithdrawalCount: 10,
      dailyWithdrawalLimitMinor: '50000000',
    }),
  },
  {
    ordinal: 4,
    name: { th: 'แพลทินัม', en: 'Platinum', 'pt-BR': 'Platina', fil: 'Platinum' },
    upRule: upRule(200_000, 2_000_000),
    keepRule: keepRule(500_000),
    benefits: benefits({
      levelUpGiftMinor: '188800',
      monthlyGiftMinor: '28800',
      monthlyMinDepositMinor: '2000000',
      rebateText: '1.00%',
      dailyWithdrawalCount: 10,
      dailyWithdrawalLimitMinor: '100000000',
    }),
  },
  {
    ordinal: 5,
    name: { th: 'ไดมอนด์', en: 'Diamond', 'pt-BR': 'Diamante', fil: 'Diamond' },
    upRule: upRule(1_000_000, 10_000_000),
    keepRule: keepRule(2_000_000),
    benefits: benefits({
      levelUpGiftMinor: '888800',
      monthlyGiftMinor: '88800',
      monthlyMinDepositMinor: '5000000',
      rebateText: '1.20%',
      dailyWithdrawalCount: null,
      dailyWithdrawalLimitMinor: null,
    }),
  },
];

/** The demo brand's ladder, once (a brand that has one keeps it). */
export async function seedDemoVip(db: Database, input: { merchantId: string }): Promise<void> {
  if ((await listLadder(db, input.merchantId)).length > 0) return;
  await replaceLadder(db, input.merchantId, demoVipLadder);
}
