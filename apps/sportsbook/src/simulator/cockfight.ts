import { marketStatuses } from '../domain/sportsbook-model.js';
import type { FeedMarket, LocalizedName } from '../feed/feed-messages.js';
import { instantOf } from './business-day.js';
import { marginOf, oddsWithMargin, toLadder, type LeagueTier, type MarginTable } from './margins.js';
import { createPublicStream, createSeededStream } from './seeded-stream.js';

/**
 * Cockfight at fixed odds (issue #17; reference §6.7, pricing mode B). A fight's result is three uniforms of its
 * result stream, always drawn: cancelled if the first < cancelChance; else a draw if the second < drawChance; else
 * meron if the third < the fight's published meron chance, wala otherwise. Meron and wala are priced from that
 * chance with the margin (a draw returns their stakes, so their fair price is 1 / chance); the draw pays a fixed
 * 8 to 1 whatever the model says, and its edge is disclosed on the rules page.
 */
export const cockfightModel = {
  cancelChance: 0.015,
  drawChance: 0.02,
  /** Matched by weight and wingspan, so the meron chance stays between these. */
  meronChanceFrom: 0.4,
  meronChanceTo: 0.6,
} as const;

/** The draw pays 8 to 1: decimal odds 9.000. */
export const cockfightDrawOddsMilli = 9_000;

/** The house edge on a draw bet at the fixed price: 1 − P(draw) × 9 (0.82 at a 2 % draw chance). */
export function cockfightDrawEdge(drawChance: number = cockfightModel.drawChance): number {
  return 1 - (drawChance * cockfightDrawOddsMilli) / 1000;
}

export type FightResult = 'meron' | 'wala' | 'draw' | 'cancelled';

export function playFight(seed: string, eventId: string, meronChance: number): FightResult {
  const stream = createSeededStream(seed, `${eventId}:result`);
  const cancel = stream.uniform();
  const draw = stream.uniform();
  const side = stream.uniform();
  if (cancel < cockfightModel.cancelChance) return 'cancelled';
  if (draw < cockfightModel.drawChance) return 'draw';
  return side < meronChance ? 'meron' : 'wala';
}

export const cockfightArena = {
  id: 'cf-golden-spur',
  name: { en: 'Golden Spur Arena', th: 'สนามชนไก่เดือยทอง' } as LocalizedName,
  tier: 2 as LeagueTier,
};

const farms: LocalizedName[] = [
  { en: 'Thunder Crest Farm', th: 'ฟาร์มหงอนฟ้าผ่า' },
  { en: 'Red Lantern Farm', th: 'ฟาร์มโคมแดง' },
  { en: 'Silver Spur Farm', th: 'ฟาร์มเดือยเงิน' },
  { en: 'Morning Star Farm', th: 'ฟาร์มดาวรุ่ง' },
  { en: 'Iron Feather Farm', th: 'ฟาร์มขนเหล็ก' },
  { en: 'Jade Wing Farm', th: 'ฟาร์มปีกหยก' },
  { en: 'Sunrise Hill Farm', th: 'ฟาร์มเนินตะวัน' },
  { en: 'Black Pearl Farm', th: 'ฟาร์มไข่มุกดำ' },
  { en: 'Golden Comb Farm', th: 'ฟาร์มหงอนทอง' },
  { en: 'River Bend Farm', th: 'ฟาร์มคุ้งน้ำ' },
  { en: 'Storm Rider Farm', th: 'ฟาร์มขี่พายุ' },
  { en: 'Lucky Seven Farm', th: 'ฟาร์มเจ็ดโชค' },
];

/** A fight every 8 minutes round the clock: betting open, last call, closed, the fight, the result. */
export const fightSlotMinutes = 8;
export const fightPhases = {
  lastCallAfterSeconds: 120,
  closedAfterSeconds: 145,
  fightingAfterSeconds: 160,
  fightSeconds: { from: 30, count: 271 },
} as const;

export type FightPlan = {
  eventId: string;
  day: string;
  fightNumber: number;
  startTime: number;
  meronChance: number;
  meron: { id: string; name: LocalizedName };
  wala: { id: string; name: LocalizedName };
};

export function cockfightDayPlan(day: string, timeZone: string): FightPlan[] {
  const stream = createPublicStream(`cockfight:${day}`);
  const fights = (24 * 60) / fightSlotMinutes;
  const plans: FightPlan[] = [];
  for (let index = 0; index < fights; index += 1) {
    const { meronChanceFrom, meronChanceTo } = cockfightModel;
    const meronChance =
      Math.round((meronChanceFrom + (meronChanceTo - meronChanceFrom) * stream.uniform()) * 1000) / 1000;
    const meronFarm = stream.int(farms.length);
    const walaFarm = (meronFarm + 1 + stream.int(farms.length - 1)) % farms.length;
    const fightNumber = index + 1;
    plans.push({
      eventId: `cf-${day}-${String(fightNumber).padStart(3, '0')}`,
      day,
      fightNumber,
      startTime: instantOf(day, index * fightSlotMinutes, timeZone),
      meronChance,
      meron: { id: `cf-farm-${meronFarm + 1}`, name: farms[meronFarm]! },
      wala: { id: `cf-farm-${walaFarm + 1}`, name: farms[walaFarm]! },
    });
  }
  return plans;
}

/** The one market of a fight; `open` false suspends it. */
export function priceFight(meronChance: number, margins: MarginTable, open: boolean): FeedMarket {
  const { drawChance } = cockfightModel;
  const margin = marginOf(margins, 'cockfight', cockfightArena.tier, 'cf_winner');
  const sides = [
    { id: 'meron', probability: (1 - drawChance) * meronChance, pushProbability: drawChance },
    { id: 'wala', probability: (1 - drawChance) * (1 - meronChance), pushProbability: drawChance },
  ];
  const [meronOdds, walaOdds] = oddsWithMargin(sides, margin, 'basic') as [number, number];
  const status = open ? marketStatuses.active : marketStatuses.suspended;
  return {
    type: 'cf_winner',
    specifiers: '',
    status,
    isMainLine: true,
    outcomes: [
      { ...sides[0]!, oddsMilli: toLadder(meronOdds)!, active: true },
      { ...sides[1]!, oddsMilli: toLadder(walaOdds)!, active: true },
      { id: 'draw', oddsMilli: cockfightDrawOddsMilli, probability: drawChance, active: true },
    ],
  };
}
