import type { Competitor, LocalizedName } from '../feed/feed-messages.js';
import { instantOf } from './business-day.js';
import type { FootballModel } from './football-process.js';
import type { LeagueTier } from './margins.js';
import { createPublicStream } from './seeded-stream.js';

/**
 * The simulated football world (reference §6.2–6.3): invented leagues and clubs (no real club or league name), each
 * club with attack and defence strengths drawn once from a public stream, and a daily schedule that is a pure
 * function of the day. Nothing here reads a day seed, so fixtures and pre-match prices are known before the seed
 * is committed and cannot be chosen after it.
 */

type Place = { en: string; th: string };
const places: Place[] = [
  { en: 'Ashmoor', th: 'แอชมัวร์' },
  { en: 'Brightwater', th: 'ไบรท์วอเตอร์' },
  { en: 'Coralport', th: 'คอรัลพอร์ต' },
  { en: 'Dunhallow', th: 'ดันฮัลโลว์' },
  { en: 'Eastreach', th: 'อีสต์รีช' },
  { en: 'Fernbrook', th: 'เฟิร์นบรูค' },
  { en: 'Glenmarsh', th: 'เกลนมาร์ช' },
  { en: 'Hollowmere', th: 'ฮอลโลว์เมียร์' },
  { en: 'Ironvale', th: 'ไอรอนเวล' },
  { en: 'Juniper Hill', th: 'จูนิเปอร์ฮิลล์' },
  { en: 'Kingsreach', th: 'คิงส์รีช' },
  { en: 'Larkspur', th: 'ลาร์คสเปอร์' },
  { en: 'Marrowby', th: 'มาร์โรว์บี' },
  { en: 'Northmere', th: 'นอร์ธเมียร์' },
  { en: 'Oakhaven', th: 'โอ๊คเฮเวน' },
  { en: 'Pinecrest', th: 'ไพน์เครสต์' },
  { en: 'Queensmoor', th: 'ควีนส์มัวร์' },
  { en: 'Redcliff Bay', th: 'อ่าวเรดคลิฟฟ์' },
  { en: 'Saltmarsh', th: 'ซอลต์มาร์ช' },
  { en: 'Thornvale', th: 'ธอร์นเวล' },
  { en: 'Umberton', th: 'อัมเบอร์ตัน' },
  { en: 'Valemont', th: 'เวลมองต์' },
  { en: 'Wyvernford', th: 'ไวเวิร์นฟอร์ด' },
  { en: 'Yarrowfield', th: 'ยาร์โรว์ฟิลด์' },
  { en: 'Ban Suan Mok', th: 'บ้านสวนหมอก' },
  { en: 'Doi Fa Sai', th: 'ดอยฟ้าใส' },
  { en: 'Nong Kaew Rung', th: 'หนองแก้วรุ้ง' },
  { en: 'Pak Nam Thong', th: 'ปากน้ำทอง' },
  { en: 'Tha Sai Ngoen', th: 'ท่าทรายเงิน' },
  { en: 'Khao Mek', th: 'เขาเมฆ' },
  { en: 'Lam Phai Dao', th: 'ลำไผ่ดาว' },
  { en: 'Wiang Rung', th: 'เวียงรุ่ง' },
  { en: 'Huai Sai Fon', th: 'ห้วยสายฝน' },
  { en: 'Bang Pla Thong', th: 'บางปลาทอง' },
  { en: 'Muang Dao Nuea', th: 'เมืองดาวเหนือ' },
  { en: 'Thung Rak', th: 'ทุ่งรัก' },
];

const suffixes: Place[] = [
  { en: 'Rovers', th: 'โรเวอร์ส' },
  { en: 'Athletic', th: 'แอธเลติก' },
];

type League = { id: string; name: LocalizedName; tier: LeagueTier };
export const footballLeagues: League[] = [
  { id: 'fb-northern-crown', name: { en: 'Northern Crown League', th: 'นอร์เทิร์นคราวน์ลีก' }, tier: 1 },
  { id: 'fb-golden-lotus', name: { en: 'Golden Lotus League', th: 'ลีกบัวทอง' }, tier: 1 },
  { id: 'fb-sapphire-coast', name: { en: 'Sapphire Coast Division', th: 'แซฟไฟร์โคสต์ดิวิชั่น' }, tier: 2 },
  { id: 'fb-silver-river', name: { en: 'Silver River Championship', th: 'ชิงแชมป์แม่น้ำเงิน' }, tier: 2 },
  { id: 'fb-meridian', name: { en: 'Meridian Shield League', th: 'เมอริเดียนชีลด์ลีก' }, tier: 3 },
  { id: 'fb-jade-mountain', name: { en: 'Jade Mountain League', th: 'ลีกภูผาหยก' }, tier: 3 },
];

export const clubsPerLeague = 12;

export type Club = Competitor & { attack: number; defence: number };

/** ln λ_home = μ + H + att_home − def_away; ln λ_away = μ + att_away − def_home (reference §6.3). */
export const strengthModel = {
  /** ln(1.15) − σ², so that the mean over clubs of e^(att − def) is 1 and an average away side scores 1.15. */
  baseLogRate: Math.log(1.15) - 0.25 ** 2,
  homeAdvantage: Math.log(1.53 / 1.15),
  spread: 0.25,
} as const;

function normal(stream: ReturnType<typeof createPublicStream>): number {
  // Box–Muller on two uniforms from the public stream.
  const radius = Math.sqrt(-2 * Math.log(stream.uniform()));
  return radius * Math.cos(2 * Math.PI * stream.uniform());
}

function buildClubs(): Map<string, Club[]> {
  const stream = createPublicStream('football:clubs');
  const clubs = new Map<string, Club[]>();
  footballLeagues.forEach((league, leagueIndex) => {
    const members: Club[] = [];
    for (let index = 0; index < clubsPerLeague; index += 1) {
      const place = places[(leagueIndex * 6 + (index % 6)) % places.length]!;
      const suffix = suffixes[Math.floor(index / 6)]!;
      members.push({
        id: `${league.id}-${index + 1}`,
        name: { en: `${place.en} ${suffix.en}`, th: `${place.th} ${suffix.th}` },
        attack: normal(stream) * strengthModel.spread,
        defence: normal(stream) * strengthModel.spread,
      });
    }
    clubs.set(league.id, members);
  });
  return clubs;
}

const clubsByLeague = buildClubs();

export function clubsOf(leagueId: string): Club[] {
  return clubsByLeague.get(leagueId) ?? [];
}

export function footballModelOf(home: Club, away: Club): FootballModel {
  const { baseLogRate, homeAdvantage } = strengthModel;
  return {
    homeExpectedGoals: Math.exp(baseLogRate + homeAdvantage + home.attack - away.defence),
    awayExpectedGoals: Math.exp(baseLogRate + away.attack - home.defence),
  };
}

/** Kick-offs every 20 minutes round the clock, leagues in turn, so that about five matches are always in play. */
export const footballSlotMinutes = 20;

export type FootballFixturePlan = {
  eventId: string;
  day: string;
  leagueId: string;
  tier: LeagueTier;
  leagueName: LocalizedName;
  home: Club;
  away: Club;
  startTime: number;
  model: FootballModel;
};

export function footballDayPlan(day: string, timeZone: string): FootballFixturePlan[] {
  const slots = (24 * 60) / footballSlotMinutes;
  const rounds = new Map<string, Club[]>();
  const plans: FootballFixturePlan[] = [];
  for (let slot = 0; slot < slots; slot += 1) {
    const league = footballLeagues[slot % footballLeagues.length]!;
    const matchOfLeague = Math.floor(slot / footballLeagues.length);
    // Each league's clubs are shuffled once per round of six matches; consecutive clubs meet.
    const round = Math.floor((matchOfLeague * 2) / clubsPerLeague);
    const roundKey = `${league.id}:${round}`;
    let order = rounds.get(roundKey);
    if (!order) {
      const stream = createPublicStream(`football:round:${day}:${roundKey}`);
      order = [...clubsOf(league.id)];
      for (let index = order.length - 1; index > 0; index -= 1) {
        const pick = stream.int(index + 1);
        [order[index], order[pick]] = [order[pick]!, order[index]!];
      }
      rounds.set(roundKey, order);
    }
    const pairIndex = (matchOfLeague * 2) % clubsPerLeague;
    const home = order[pairIndex]!;
    const away = order[pairIndex + 1]!;
    plans.push({
      eventId: `fb-${day}-${String(slot).padStart(2, '0')}`,
      day,
      leagueId: league.id,
      tier: league.tier,
      leagueName: league.name,
      home,
      away,
      startTime: instantOf(day, slot * footballSlotMinutes, timeZone),
      model: footballModelOf(home, away),
    });
  }
  return plans;
}
