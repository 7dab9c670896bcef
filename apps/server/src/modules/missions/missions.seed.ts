import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { insertMission } from './missions.repository.js';
import type { NewMission } from './missions.repository.js';
import { mission } from './missions.tables.js';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The demo brand's missions (decision 0083), running from the seed's day: a daily valid-bet mission, a weekly deposit
 * mission, a check-in mission over 30 days and a 14-day slot-and-fishing event with a leaderboard. Rewards are cash
 * (turnover multiple 0) except the event's prizes, a 1× bonus. Seeding twice adds nothing.
 */
export async function seedDemoMissions(db: Database, input: { merchantId: string; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  const since = new Date(now.getTime() - dayMs);
  const missions: Omit<NewMission, 'merchantId' | 'status'>[] = [
    {
      code: 'DAILY-BET',
      title: { th: 'ภารกิจเดิมพันรายวัน', en: 'Daily bets', 'pt-BR': 'Apostas do dia', fil: 'Araw-araw na taya' },
      kind: 'daily',
      metric: 'valid_bet',
      categories: [],
      minStakeMinor: 0n,
      startsAt: since,
      endsAt: new Date(now.getTime() + 90 * dayMs),
      milestones: [
        { ordinal: 1, target: '10000', rewardMinor: '500' },
        { ordinal: 2, target: '100000', rewardMinor: '3000' },
        { ordinal: 3, target: '500000', rewardMinor: '10000' },
      ],
      turnoverMultiplier: 0,
      claimDays: 1,
      leaderboard: false,
      prizes: [],
      minQualifyMinor: 0n,
    },
    {
      code: 'WEEKLY-DEPOSIT',
      title: {
        th: 'ภารกิจฝากรายสัปดาห์',
        en: 'Weekly deposits',
        'pt-BR': 'Depósitos da semana',
        fil: 'Lingguhang deposito',
      },
      kind: 'weekly',
      metric: 'deposit',
      categories: [],
      minStakeMinor: 0n,
      startsAt: since,
      endsAt: new Date(now.getTime() + 90 * dayMs),
      milestones: [
        { ordinal: 1, target: '100000', rewardMinor: '2000' },
        { ordinal: 2, target: '500000', rewardMinor: '15000' },
      ],
      turnoverMultiplier: 1,
      claimDays: 2,
      leaderboard: false,
      prizes: [],
      minQualifyMinor: 0n,
    },
    {
      code: 'CHECK-IN',
      title: { th: 'เช็คอินรายวัน', en: 'Daily check-in', 'pt-BR': 'Check-in diário', fil: 'Araw-araw na check-in' },
      kind: 'check_in',
      metric: 'check_in_days',
      categories: [],
      minStakeMinor: 0n,
      startsAt: since,
      endsAt: new Date(now.getTime() + 29 * dayMs),
      milestones: [
        { ordinal: 1, target: '1', rewardMinor: '100' },
        { ordinal: 2, target: '3', rewardMinor: '500' },
        { ordinal: 3, target: '7', rewardMinor: '2000' },
      ],
      turnoverMultiplier: 0,
      claimDays: 3,
      leaderboard: false,
      prizes: [],
      minQualifyMinor: 0n,
    },
    {
      code: 'SLOT-RACE',
      title: {
        th: 'ศึกสล็อตและยิงปลา',
        en: 'Slot and fishing race',
        'pt-BR': 'Corrida de slots e pesca',
        fil: 'Karera ng slot at pangingisda',
      },
      kind: 'event',
      metric: 'valid_bet',
      categories: ['RNG', 'FISH'],
      minStakeMinor: 0n,
      startsAt: since,
      endsAt: new Date(now.getTime() + 13 * dayMs),
      milestones: [
        { ordinal: 1, target: '100000', rewardMinor: '5000' },
        { ordinal: 2, target: '500000', rewardMinor: '20000' },
      ],
      turnoverMultiplier: 1,
      claimDays: 7,
      leaderboard: true,
      prizes: [
        { fromRank: 1, toRank: 1, prizeMinor: '500000' },
        { fromRank: 2, toRank: 2, prizeMinor: '300000' },
        { fromRank: 3, toRank: 3, prizeMinor: '200000' },
        { fromRank: 4, toRank: 10, prizeMinor: '50000' },
      ],
      minQualifyMinor: 10000n,
    },
  ];
  for (const row of missions) {
    const [existing] = await db
      .select({ id: mission.id })
      .from(mission)
      .where(and(eq(mission.merchantId, input.merchantId), eq(mission.code, row.code)));
    if (existing) continue;
    await insertMission(db, { ...row, merchantId: input.merchantId, status: 'published', updatedBy: 'seed' });
  }
}
