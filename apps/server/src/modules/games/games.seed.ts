import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { bannerPath } from './game-icon.js';
import { generateDemoCatalogue, seededRandom } from './demo-catalogue.js';
import type { DemoLotteryGame } from './demo-lottery.js';
import { countGames, insertRooms, listGameIdsOfType, upsertAnnouncements } from './games.repository.js';
import { createGamesService } from './games.service.js';
import type { announcement } from './games.tables.js';

type Texts = { th: string; en: string; 'pt-BR'?: string; fil?: string };
type SeedAnnouncement = Omit<typeof announcement.$inferInsert, 'merchantId' | 'title' | 'content'> & {
  title: Texts;
  content: Texts;
};

const publishedAt = new Date('2025-01-01T00:00:00Z');

const dealers = ['Mint', 'Ploy', 'Fah', 'Nok', 'Bee', 'Joy', 'Ann', 'Pim', 'Kate', 'Mai', 'Rin', 'Yui'];

/** The demo announcements: banners, notices, the three popup executions, promotions and home notices. */
function demoAnnouncements(brandName: string): SeedAnnouncement[] {
  const banners: SeedAnnouncement[] = [1, 2, 3].map((index) => ({
    code: `banner-${index}`,
    type: 'B',
    title: {
      th: [`ยินดีต้อนรับสู่ ${brandName}`, 'โบนัสเงินฝากแรก 100%', 'สล็อตใหม่ทุกสัปดาห์'][index - 1] ?? '',
      en: [`Welcome to ${brandName}`, '100% first deposit bonus', 'New slots every week'][index - 1] ?? '',
    },
    content: { th: '', en: '' },
    imageUrl: bannerPath(index),
    linkageType: index === 1 ? null : 'PROMOTION',
    link: index === 1 ? null : '/promotions',
    sortOrder: index,
  }));
  const notices: SeedAnnouncement[] = Array.from({ length: 9 }, (_, offset) => {
    const index = offset + 1;
    return {
      code: `notice-${index}`,
      type: 'PL',
      title: { th: `ประกาศฉบับที่ ${index}`, en: `Notice no. ${index}` },
      content: {
        th: `<p>ประกาศฉบับที่ ${index}: ระบบจะปรับปรุงเกมบางค่ายในวันพุธ เวลา 02:00 ถึง 04:00 น.</p>`,
        en: `<p>Notice no. ${index}: some vendors' games are serviced on Wednesday from 02:00 to 04:00.</p>`,
      },
      sortOrder: index,
    };
  });
  const popups: SeedAnnouncement[] = [
    {
      code: 'popup-visitor',
      type: 'PU',
      execution: 'B',
      promotionType: 'WELCOME',
      title: { th: 'สมัครวันนี้ รับโบนัส', en: 'Join today for a bonus' },
      content: {
        th: '<p>สมัครสมาชิกและฝากครั้งแรกรับโบนัส 100%</p>',
        en: '<p>Register and get 100% on your first deposit.</p>',
      },
      sortOrder: 1,
    },
    {
      code: 'popup-member',
      type: 'PU',
      execution: 'A',
      promotionType: 'DAILY',
      title: { th: 'ภารกิจประจำวัน', en: 'Daily missions' },
      content: { th: '<p>ทำภารกิจวันนี้เพื่อรับรางวัล</p>', en: '<p>Complete today’s missions for rewards.</p>' },
      sortOrder: 2,
    },
    {
      code: 'popup-first-login',
      type: 'PU',
      execution: 'F',
      promotionType: 'WELCOME',
      title: { th: 'ยินดีต้อนรับสมาชิกใหม่', en: 'Welcome, new member' },
      content: { th: '<p>ขอบคุณที่เข้าร่วมกับเรา</p>', en: '<p>Thank you for joining us.</p>' },
      sortOrder: 3,
    },
  ];
  const promotions: SeedAnnouncement[] = [1, 2, 3].map((index) => ({
    code: `promotion-${index}`,
    type: 'PR',
    promotionType: ['DEPOSIT', 'REBATE', 'CASHBACK'][index - 1] ?? null,
    title: {
      th: ['โบนัสเงินฝาก', 'คืนยอดเสีย', 'เงินคืนรายสัปดาห์'][index - 1] ?? '',
      en: ['Deposit bonus', 'Loss rebate', 'Weekly cashback'][index - 1] ?? '',
    },
    content: { th: '<p>ดูรายละเอียดที่หน้าโปรโมชั่น</p>', en: '<p>See the promotions page for details.</p>' },
    imageUrl: bannerPath(index + 2),
    sortOrder: index,
  }));
  const homeNotices: SeedAnnouncement[] = [1, 2].map((index) => ({
    code: `home-${index}`,
    type: 'H',
    title: {
      th: ['เล่นอย่างมีความรับผิดชอบ', 'ติดต่อฝ่ายบริการลูกค้าได้ตลอด 24 ชั่วโมง'][index - 1] ?? '',
      en: ['Play responsibly', 'Customer service is open 24 hours'][index - 1] ?? '',
    },
    content: { th: '', en: '' },
    sortOrder: index,
  }));
  // Published at a fixed date, so the demo content is live whatever clock a test runs on.
  return [...banners, ...notices, ...popups, ...promotions, ...homeNotices].map((row) => ({
    ...row,
    startsAt: publishedAt,
  }));
}

/**
 * The demo catalogue of a brand (`count` games, at least every lottery game, and a few VASSALAGE sub-games), its
 * live tables and announcements; does nothing when the brand already has games, so it is safe on every start.
 */
export async function seedDemoGames(
  db: Database,
  input: {
    merchantId: string;
    brandName: string;
    count: number;
    clock: Clock;
    seed?: number;
    /** The lottery module's games, listed under the lottery vendors. */
    lotteryGames?: readonly DemoLotteryGame[];
  },
): Promise<boolean> {
  await upsertAnnouncements(
    db,
    demoAnnouncements(input.brandName).map((row) => ({ ...row, merchantId: input.merchantId })),
  );
  if ((await countGames(db, input.merchantId)) > 0) return false;
  const catalogue = generateDemoCatalogue(input.count, input.seed, input.lotteryGames);
  await createGamesService({ db, clock: input.clock }).importCatalogue(input.merchantId, catalogue);
  const random = seededRandom(input.seed ?? 7);
  const liveGames = await listGameIdsOfType(db, input.merchantId, 'LIVE');
  const rooms = liveGames.flatMap((live) =>
    Array.from({ length: 2 + Math.floor(random() * 3) }, (_, index) => {
      const minBetMinor = BigInt([1_000, 2_000, 5_000, 10_000][Math.floor(random() * 4)] ?? 1_000);
      return {
        merchantId: input.merchantId,
        gameId: live.id,
        roomCode: `T${index + 1}`,
        names: {
          en: `${live.names.en ?? ''} · Table ${index + 1}`,
          th: `${live.names.th ?? ''} · โต๊ะ ${index + 1}`,
        },
        dealerName: dealers[Math.floor(random() * dealers.length)] ?? 'Mint',
        minBetMinor,
        maxBetMinor: minBetMinor * 1_000n,
        seats: 7,
        players: Math.floor(random() * 8),
        open: random() > 0.1,
        sortOrder: index + 1,
      };
    }),
  );
  await insertRooms(db, rooms);
  return true;
}
