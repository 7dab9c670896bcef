import type { Database } from '../../db/client.js';
import { insertAnnouncementsIfAbsent, insertHelpArticlesIfAbsent } from './content.repository.js';
import type { AnnouncementInsert, HelpArticleInsert } from './content.repository.js';

type Texts = { th: string; en: string; 'pt-BR'?: string; fil?: string };
type SeedAnnouncement = Omit<AnnouncementInsert, 'merchantId' | 'title' | 'content'> & { title: Texts; content: Texts };
type SeedArticle = Omit<HelpArticleInsert, 'merchantId' | 'title' | 'content'> & { title: Texts; content: Texts };

const publishedAt = new Date('2025-01-01T00:00:00Z');

/** The demo announcements: banners (home and `w_forget`), notices, the three popup executions, promotions, marquee. */
function demoAnnouncements(brandName: string, bannerUrl: (index: number) => string): SeedAnnouncement[] {
  const banners: SeedAnnouncement[] = [1, 2, 3].map((index) => ({
    code: `banner-${index}`,
    type: 'B',
    title: {
      th: [`ยินดีต้อนรับสู่ ${brandName}`, 'โบนัสเงินฝากแรก 100%', 'สล็อตใหม่ทุกสัปดาห์'][index - 1] ?? '',
      en: [`Welcome to ${brandName}`, '100% first deposit bonus', 'New slots every week'][index - 1] ?? '',
    },
    content: { th: '', en: '' },
    imageUrl: bannerUrl(index),
    linkageType: index === 1 ? null : 'PROMOTION',
    link: index === 1 ? null : '/promotions',
    sortOrder: index,
  }));
  const forgetBanner: SeedAnnouncement = {
    code: 'banner-forget',
    type: 'B',
    bannerGroup: 'w_forget',
    title: { th: 'ตั้งรหัสผ่านใหม่ได้ในไม่กี่ขั้นตอน', en: 'A new password in a few steps' },
    content: { th: '', en: '' },
    imageUrl: bannerUrl(4),
    sortOrder: 1,
  };
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
    imageUrl: bannerUrl(index + 2),
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
  return [...banners, forgetBanner, ...notices, ...popups, ...promotions, ...homeNotices].map((row) => ({
    ...row,
    startsAt: publishedAt,
  }));
}

/** The demo help centre: a few articles per category and the four terms pages (spec §1, §2). */
function demoArticles(brandName: string): SeedArticle[] {
  const help: SeedArticle[] = [
    {
      code: 'register',
      category: 'account',
      title: { th: 'สมัครสมาชิกอย่างไร', en: 'How do I register?' },
      content: {
        th: '<p>กด <strong>สมัครสมาชิก</strong> ที่มุมบนขวา กรอกชื่อผู้ใช้ รหัสผ่าน และเบอร์โทรศัพท์ แล้วยอมรับข้อกำหนดการใช้งาน</p>',
        en: '<p>Press <strong>Register</strong> at the top right, fill in a username, a password and your mobile number, and accept the terms of use.</p>',
      },
      sortOrder: 1,
    },
    {
      code: 'forgot-password',
      category: 'account',
      title: { th: 'ลืมรหัสผ่าน', en: 'I forgot my password' },
      content: {
        th: '<p>ในหน้าต่างเข้าสู่ระบบ กด <strong>ลืมรหัสผ่าน</strong> แล้วรับรหัสยืนยันทางอีเมลหรือเบอร์โทรศัพท์เพื่อตั้งรหัสผ่านใหม่</p>',
        en: '<p>In the login window, press <strong>Forgot password</strong> and get a code by e-mail or SMS to set a new password.</p>',
      },
      sortOrder: 2,
    },
    {
      code: 'deposit',
      category: 'payments',
      title: { th: 'ฝากเงินอย่างไร', en: 'How do I deposit?' },
      content: {
        th: '<p>ไปที่ <strong>ฝากเงิน</strong> เลือกช่องทาง ใส่จำนวนเงิน แล้วชำระผ่าน QR พร้อมเพย์ ยอดเงินจะเข้าเมื่อการชำระสำเร็จ</p>',
        en: '<p>Open <strong>Deposit</strong>, choose a channel and an amount, and pay with the PromptPay QR code. Your balance updates once the payment succeeds.</p>',
      },
      sortOrder: 1,
    },
    {
      code: 'withdraw',
      category: 'payments',
      title: { th: 'ถอนเงินใช้เวลานานเท่าไร', en: 'How long does a withdrawal take?' },
      content: {
        th: '<p>คำขอถอนเงินจะได้รับการตรวจสอบโดยเจ้าหน้าที่ ส่วนใหญ่ภายใน 15 นาที เงินจะโอนเข้าบัญชีธนาคารที่ผูกไว้</p>',
        en: '<p>Our staff review each withdrawal, most within 15 minutes; the money goes to your bound bank account.</p>',
      },
      sortOrder: 2,
    },
    {
      code: 'free-demo',
      category: 'games',
      title: { th: 'ทดลองเล่นฟรี', en: 'Free demo play' },
      content: {
        th: '<p>เกมที่มีป้าย <strong>ทดลองเล่น</strong> เล่นได้ด้วยเงินทดลองโดยไม่ต้องฝากเงิน</p>',
        en: '<p>Games marked <strong>Free trial</strong> can be played with demo money, without a deposit.</p>',
      },
      sortOrder: 1,
    },
  ];
  const terms: SeedArticle[] = [
    {
      code: 'terms-of-use',
      title: { th: 'ข้อกำหนดการใช้งาน', en: 'Terms of use', 'pt-BR': 'Termos de uso', fil: 'Mga tuntunin ng paggamit' },
      content: {
        th: `<h3>1. การยอมรับ</h3><p>การสมัครสมาชิกหรือใช้บริการ ${brandName} ถือว่าท่านยอมรับข้อกำหนดนี้</p><h3>2. อายุ</h3><p>ท่านต้องมีอายุ 18 ปีขึ้นไป หรือตามที่กฎหมายในพื้นที่ของท่านกำหนด</p><h3>3. บัญชี</h3><p>หนึ่งคนมีได้หนึ่งบัญชี ท่านต้องเก็บรหัสผ่านเป็นความลับ</p>`,
        en: `<h3>1. Acceptance</h3><p>By registering with or using ${brandName} you accept these terms.</p><h3>2. Age</h3><p>You must be 18 or older, or the age your local law requires.</p><h3>3. Accounts</h3><p>One account per person; keep your password secret.</p>`,
      },
      sortOrder: 1,
    },
    {
      code: 'privacy',
      title: {
        th: 'นโยบายความเป็นส่วนตัว',
        en: 'Privacy policy',
        'pt-BR': 'Política de privacidade',
        fil: 'Patakaran sa privacy',
      },
      content: {
        th: '<p>เราเก็บข้อมูลที่จำเป็นต่อการให้บริการและตามกฎหมายเท่านั้น และไม่ขายข้อมูลของท่านให้ผู้อื่น</p>',
        en: '<p>We keep only the data needed to run the service and required by law, and we never sell your data.</p>',
      },
      sortOrder: 2,
    },
    {
      code: 'responsible-gaming',
      title: {
        th: 'การเล่นอย่างมีความรับผิดชอบ',
        en: 'Responsible gaming',
        'pt-BR': 'Jogo responsável',
        fil: 'Responsableng paglalaro',
      },
      content: {
        th: '<p>ตั้งวงเงินฝากและเวลาเล่นของท่าน พักเมื่อรู้สึกว่าไม่สนุก หากต้องการหยุดชั่วคราวหรือถาวร ติดต่อฝ่ายบริการลูกค้า</p>',
        en: '<p>Set your own deposit and time limits, and take a break when it stops being fun. To pause or close your account, contact customer service.</p>',
      },
      sortOrder: 3,
    },
    {
      code: 'licence',
      title: { th: 'ใบอนุญาต', en: 'Licence', 'pt-BR': 'Licença', fil: 'Lisensya' },
      content: {
        th: `<p>${brandName} ดำเนินงานภายใต้ใบอนุญาตการพนันออนไลน์ของคูราเซา</p>`,
        en: `<p>${brandName} is operated under an online gaming licence of Curaçao.</p>`,
        'pt-BR': `<p>${brandName} opera sob uma licença de jogos online de Curaçao.</p>`,
        fil: `<p>Ang ${brandName} ay pinapatakbo sa ilalim ng lisensya sa online gaming ng Curaçao.</p>`,
      },
      sortOrder: 4,
    },
  ].map((article) => ({ ...article, category: 'terms' as const }));
  return [...help, ...terms].map((row) => ({ ...row, enabled: true, updatedAt: publishedAt }));
}

/** A brand's demo site content; adds only what the brand does not have, so it is safe on every start. */
export async function seedDemoContent(
  db: Database,
  input: { merchantId: string; brandName: string; bannerUrl: (index: number) => string },
) {
  await insertAnnouncementsIfAbsent(
    db,
    demoAnnouncements(input.brandName, input.bannerUrl).map((row) => ({ ...row, merchantId: input.merchantId })),
  );
  await insertHelpArticlesIfAbsent(
    db,
    demoArticles(input.brandName).map((row) => ({ ...row, merchantId: input.merchantId })),
  );
}
