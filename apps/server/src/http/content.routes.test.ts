import sharp from 'sharp';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AnnouncementGroups,
  ContentAnnouncement,
  ContentHelpArticle,
  ContentImage,
  HelpCentre,
  Page,
} from '@croupier/contracts';
import { fixedClock } from '../lib/clock.js';
import { auditLog } from '../modules/operator/operator.tables.js';
import { call } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';

const clock = fixedClock(new Date('2026-06-01T10:00:00Z'));
const tick = (milliseconds: number) => clock.set(new Date(clock.now().getTime() + milliseconds));
let testApp: TestApp;
let checkerToken: string;
let operatorToken: string;

/** A new console session of the demo admin: moving the clock on by hours idles the previous one out. */
async function logInAdmin() {
  const login = await testApp.app.inject({
    method: 'POST',
    url: '/bo/session/login',
    payload: { username: 'operator', password: 'Operator@2026' },
    remoteAddress: '10.255.0.1',
  });
  operatorToken = String(login.json<{ value: { token: string } }>().value.token);
}

/** A new console session of the finance checker, who may not manage content. */
async function logInChecker() {
  const login = await testApp.app.inject({
    method: 'POST',
    url: '/bo/session/login',
    payload: { username: 'checker', password: 'Checker@2026' },
    remoteAddress: '10.255.0.2',
  });
  checkerToken = String(login.json<{ value: { token: string } }>().value.token);
  return checkerToken;
}

beforeAll(async () => {
  testApp = await createTestApp({ clock });
  await logInChecker();
  operatorToken = testApp.operatorToken;
});
afterAll(async () => {
  await testApp.close();
});

const operator = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token = operatorToken) =>
  call(testApp.app, method, url, { token, ...(payload === undefined ? {} : { payload }) });

async function groups(query: string, language = 'en', merchant = 'demo'): Promise<AnnouncementGroups> {
  const answer = await call(testApp.app, 'GET', `/wps/relay/MCSFE_getListAnnouncements?${query}`, {
    headers: { language, merchant },
  });
  expect(answer.statusCode).toBe(200);
  return answer.body.value as unknown as AnnouncementGroups;
}

async function helpCentre(language: string, merchant = 'demo'): Promise<HelpCentre> {
  const answer = await call(testApp.app, 'GET', '/wps/content/help', { headers: { language, merchant } });
  expect(answer.statusCode).toBe(200);
  return answer.body.value as unknown as HelpCentre;
}

async function latestAudit(action: string) {
  const [row] = await testApp.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

const banner = {
  merchant: 'demo',
  type: 'B',
  title: { en: 'Summer cup', th: 'ถ้วยฤดูร้อน' },
  imageUrl: '/static/banners/summer.svg',
  linkageType: 'PAGE',
  link: '/promotions',
  sortOrder: 0,
};

describe('public reads', () => {
  it('answers each brand its own banners in the asked language, and the w_forget group apart', async () => {
    const home = await groups('types=B');
    expect(home.banners.map((row) => row.title)).toEqual([
      'Welcome to Croupier',
      '100% first deposit bonus',
      'New slots every week',
    ]);
    expect(home.banners.every((row) => row.group === null)).toBe(true);
    const thai = await groups('types=B', 'th');
    expect(thai.banners[0]?.title).toBe('ยินดีต้อนรับสู่ Croupier');
    const forget = await groups('types=B&group=w_forget');
    expect(forget.banners.map((row) => row.group)).toEqual(['w_forget']);
    const lucky = await groups('types=B', 'en', 'lucky');
    expect(lucky.banners[0]?.title).toBe('Welcome to Lucky Star');
    expect((await call(testApp.app, 'GET', '/wps/relay/MCSFE_getListAnnouncements?group=W-FORGET')).statusCode).toBe(
      400,
    );
  });

  it('answers the help centre with the four terms pages, titled in every player language', async () => {
    for (const [language, title] of [
      ['th', 'ข้อกำหนดการใช้งาน'],
      ['en', 'Terms of use'],
      ['pt-BR', 'Termos de uso'],
      ['fil', 'Mga tuntunin ng paggamit'],
    ] as const) {
      const centre = await helpCentre(language);
      const terms = centre.articles.filter((article) => article.category === 'terms');
      expect(terms.map((article) => article.code)).toEqual([
        'terms-of-use',
        'privacy',
        'responsible-gaming',
        'licence',
      ]);
      expect(terms[0]?.title).toBe(title);
    }
    const english = await helpCentre('en');
    expect(english.articles.some((article) => article.category === 'account')).toBe(true);
    expect(english.articles.find((article) => article.code === 'licence')?.content).toContain('Curaçao');
  });

  it("answers the spec's /wps/system/helpCenter with the same help centre", async () => {
    const spec = await call(testApp.app, 'GET', '/wps/system/helpCenter', {
      headers: { language: 'en', merchant: 'demo' },
    });
    expect(spec.statusCode).toBe(200);
    expect(spec.body.value).toEqual(await helpCentre('en'));
  });
});

describe('operator content calls (/bo/content/*)', () => {
  it('refuses an operator without content.manage and writes nothing', async () => {
    const refused = await operator('POST', '/bo/content/announcements', banner, checkerToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    expect((await operator('GET', '/bo/content/announcements?merchant=demo', undefined, checkerToken)).statusCode).toBe(
      403,
    );
    expect((await call(testApp.app, 'POST', '/bo/content/announcements', { payload: banner })).statusCode).toBe(401);
    expect((await groups('types=B')).banners.map((row) => row.title)).not.toContain('Summer cup');
  });

  it('creates a draft, publishes it (audited, seen at once), orders it first, and withdraws it', async () => {
    const created = await operator('POST', '/bo/content/announcements', banner);
    expect(created.statusCode).toBe(200);
    const draft = created.body.value as unknown as ContentAnnouncement;
    expect(draft.published).toBe(false);
    expect(await latestAudit('content.announcement.create')).toMatchObject({ target: draft.id });
    expect((await groups('types=B')).banners.map((row) => row.title)).not.toContain('Summer cup');

    const published = await operator('POST', `/bo/content/announcements/${draft.id}/publish`, {
      merchant: 'demo',
      published: true,
    });
    expect(published.statusCode).toBe(200);
    expect(await latestAudit('content.announcement.publish')).toMatchObject({ target: draft.id });
    const live = await groups('types=B');
    expect(live.banners[0]).toMatchObject({ title: 'Summer cup', linkageType: 'PAGE', link: '/promotions' });
    expect((await groups('types=B', 'en', 'lucky')).banners.map((row) => row.title)).not.toContain('Summer cup');

    const others = (await groups('types=B')).banners.map((row) => row.id).filter((id) => id !== draft.id);
    const ordered = await operator('POST', '/bo/content/announcements/order', {
      merchant: 'demo',
      ids: [...others, draft.id],
    });
    expect(ordered.statusCode).toBe(200);
    expect((await groups('types=B')).banners.at(-1)?.id).toBe(draft.id);
    expect(await latestAudit('content.announcement.order')).toBeDefined();

    await operator('POST', `/bo/content/announcements/${draft.id}/publish`, { merchant: 'demo', published: false });
    expect((await groups('types=B')).banners.map((row) => row.id)).not.toContain(draft.id);
  });

  it('shows a notice only inside its schedule and in its languages', async () => {
    const start = new Date(clock.now().getTime() + 60 * 60_000);
    const end = new Date(start.getTime() + 60 * 60_000);
    const created = await operator('POST', '/bo/content/announcements', {
      merchant: 'demo',
      type: 'H',
      title: { th: 'ปิดปรับปรุงคืนนี้' },
      languages: ['th'],
      startsAt: start.toISOString(),
      endsAt: end.toISOString(),
      published: true,
    });
    expect(created.statusCode).toBe(200);
    const marquee = async (language: string) => (await groups('types=H', language)).homeNotices.map((row) => row.title);
    expect(await marquee('th')).not.toContain('ปิดปรับปรุงคืนนี้');
    tick(60 * 60_000);
    expect(await marquee('th')).toContain('ปิดปรับปรุงคืนนี้');
    expect(await marquee('en')).not.toContain('ปิดปรับปรุงคืนนี้');
    tick(60 * 60_000);
    expect(await marquee('th')).not.toContain('ปิดปรับปรุงคืนนี้');
    await logInAdmin();
  });

  it('sanitizes operator HTML: no script, no event handler, no javascript: link', async () => {
    const created = await operator('POST', '/bo/content/announcements', {
      merchant: 'demo',
      type: 'PL',
      title: { en: 'Safe notice' },
      content: {
        en: '<p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:alert(2)">x</a> <a href="https://example.com" target="_blank">y</a><img src="x" onerror="alert(3)"></p>',
      },
      published: true,
    });
    expect(created.statusCode).toBe(200);
    const notice = (await groups('types=PL')).playerNotices.find((row) => row.title === 'Safe notice');
    expect(notice?.content).toBe(
      '<p>Hi <a>x</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer">y</a><img src="x" /></p>',
    );
  });

  it('refuses bad input with a 400: a banner without an image, a link without its type, an end before the start', async () => {
    const cases = [
      { ...banner, imageUrl: null },
      { ...banner, linkageType: null },
      { ...banner, imageUrl: 'javascript:alert(1)' },
      { ...banner, startsAt: '2026-06-02T00:00:00Z', endsAt: '2026-06-01T00:00:00Z' },
      { ...banner, title: { en: '  ' } },
    ];
    for (const payload of cases)
      expect((await operator('POST', '/bo/content/announcements', payload)).statusCode).toBe(400);
    const missing = await operator('PUT', '/bo/content/announcements/00000000-0000-4000-8000-000000000000', banner);
    expect(missing.statusCode).toBe(404);
  });

  it('edits the terms as a new version, which the help centre shows', async () => {
    const articles = (
      (await operator('GET', '/bo/content/articles?merchant=demo&category=terms')).body.value as unknown as {
        content: ContentHelpArticle[];
      }
    ).content;
    const terms = articles.find((article) => article.code === 'terms-of-use');
    expect(terms?.version).toBe(1);
    const edited = await operator('PUT', `/bo/content/articles/${terms?.id}`, {
      merchant: 'demo',
      code: 'terms-of-use',
      category: 'terms',
      title: { ...terms?.title, en: 'Terms of use' },
      content: { ...terms?.content, en: '<h3>1. Acceptance</h3><p>Version two of the terms.</p>' },
      sortOrder: 1,
      published: true,
    });
    expect(edited.statusCode).toBe(200);
    expect((edited.body.value as unknown as ContentHelpArticle).version).toBe(2);
    expect(await latestAudit('content.article.edit')).toMatchObject({ target: 'terms-of-use' });
    const shown = (await helpCentre('en')).articles.find((article) => article.code === 'terms-of-use');
    expect(shown).toMatchObject({ version: 2, content: '<h3>1. Acceptance</h3><p>Version two of the terms.</p>' });
    const duplicate = await operator('POST', '/bo/content/articles', {
      merchant: 'demo',
      code: 'terms-of-use',
      category: 'terms',
      title: { en: 'Again' },
      content: {},
    });
    expect(duplicate.statusCode).toBe(409);
  });
});

describe('console lists of content', () => {
  const list = async (url: string) => {
    const answer = await operator('GET', url);
    expect(answer.statusCode).toBe(200);
    return answer.body.value as unknown as Page<ContentAnnouncement>;
  };

  it('filters announcements by kind, group, execution, state and title words in any language, and pages them', async () => {
    const home = await list('/bo/content/announcements?merchant=demo&type=B&group=home');
    expect(home.content.length).toBeGreaterThanOrEqual(3);
    expect(home.content.every((row) => row.type === 'B' && row.bannerGroup === null)).toBe(true);
    const orders = home.content.map((row) => row.sortOrder);
    expect(orders).toEqual([...orders].sort((left, right) => left - right));
    const forget = await list('/bo/content/announcements?merchant=demo&type=B&group=w_forget');
    expect(forget.content.map((row) => row.bannerGroup)).toEqual(['w_forget']);
    const thai = await list(`/bo/content/announcements?merchant=demo&search=${encodeURIComponent('ยินดีต้อนรับ')}`);
    expect(thai.content.map((row) => row.title.en)).toContain('Welcome to Croupier');
    // `%` is a character to find, not a pattern; language keys are not searched.
    const percent = await list('/bo/content/announcements?merchant=demo&search=%25');
    expect(percent.content.map((row) => row.title.en)).toEqual(['100% first deposit bonus']);
    expect(
      (await list('/bo/content/announcements?merchant=demo&search=en')).content.map((row) => row.title.en),
    ).not.toContain('100% first deposit bonus');
    const visitors = await list('/bo/content/announcements?merchant=demo&type=PU&execution=B');
    expect(visitors.content.every((row) => row.execution === 'B')).toBe(true);
    const drafts = await list('/bo/content/announcements?merchant=demo&published=false');
    expect(drafts.content.every((row) => !row.published)).toBe(true);
    const firstPage = await list('/bo/content/announcements?merchant=demo&pageSize=2');
    const secondPage = await list('/bo/content/announcements?merchant=demo&pageSize=2&pageNo=2');
    expect(firstPage.content).toHaveLength(2);
    expect(firstPage.totalPages).toBe(Math.ceil(firstPage.total / 2));
    expect(secondPage.content.map((row) => row.id)).not.toContain(firstPage.content[0]?.id);
    const lucky = await list('/bo/content/announcements?merchant=lucky&type=B&group=home');
    expect(lucky.content.map((row) => row.id)).not.toContain(home.content[0]?.id);
    expect((await operator('GET', '/bo/content/announcements?merchant=demo&group=W-FORGET')).statusCode).toBe(400);
  });

  const csv = (url: string, token = operatorToken) =>
    testApp.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  it('exports the filtered announcements and articles as CSV', async () => {
    const banners = await csv('/bo/content/announcements.csv?merchant=demo&type=B&group=w_forget');
    expect(banners.statusCode).toBe(200);
    expect(banners.headers['content-type']).toContain('text/csv');
    const lines = banners.body.trim().split('\n');
    expect(lines[0]).toContain('id,type,group,execution,order,published');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',B,w_forget,');
    const terms = await csv('/bo/content/articles.csv?merchant=demo&category=terms');
    expect(terms.body.trim().split('\n')).toHaveLength(5);
    expect((await csv('/bo/content/articles.csv?merchant=demo', await logInChecker())).statusCode).toBe(403);
  });

  it('filters help articles by category, state and words of the code or title', async () => {
    const answer = await operator('GET', '/bo/content/articles?merchant=demo&search=privacy');
    const page = answer.body.value as unknown as Page<ContentHelpArticle>;
    expect(page.content.map((row) => row.code)).toEqual(['privacy']);
    const account = (await operator('GET', '/bo/content/articles?merchant=demo&category=account')).body
      .value as unknown as Page<ContentHelpArticle>;
    expect(account.total).toBeGreaterThan(0);
    expect(account.content.every((row) => row.category === 'account')).toBe(true);
  });

  it('previews operator HTML sanitized, as players would see it', async () => {
    const answer = await operator('POST', '/bo/content/preview', {
      merchant: 'demo',
      html: '<p>Hi<script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value).toEqual({ html: '<p>Hi<img src="x" /></p>' });
  });
});

describe('banner image upload (/bo/content/images)', () => {
  const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
  const picture = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#336699' } });

  it('re-encodes a png, stores it by hash, serves it cacheable to anyone, audited', async () => {
    const png = await picture(600, 200)
      .withMetadata({ exif: { IFD0: { ImageDescription: 'secret camera note' } } })
      .png()
      .toBuffer();
    const answer = await operator('POST', '/bo/content/images', { merchant: 'demo', data: dataUrl(png) });
    expect(answer.statusCode).toBe(200);
    const image = answer.body.value as unknown as ContentImage;
    expect(image).toMatchObject({ contentType: 'image/png', width: 600, height: 200 });
    expect(image.url).toMatch(/^\/static\/content-images\/[0-9a-f]{64}\.png$/);
    expect(await latestAudit('content.image.upload')).toMatchObject({ target: image.url });

    const served = await testApp.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.includes(Buffer.from('secret camera note'))).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(600);

    const again = await operator('POST', '/bo/content/images', { merchant: 'demo', data: dataUrl(png) });
    expect((again.body.value as unknown as ContentImage).url).toBe(image.url);
    expect((await testApp.app.inject({ method: 'GET', url: image.url.replace('.png', '.jpg') })).statusCode).toBe(404);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/static/content-images/' + '0'.repeat(64) + '.png' }))
        .statusCode,
    ).toBe(404);
  });

  it('takes jpg and webp by their bytes, whatever the data URL says', async () => {
    const webp = await picture(300, 100).webp().toBuffer();
    const answer = await operator('POST', '/bo/content/images', { merchant: 'demo', data: dataUrl(webp, 'image/png') });
    expect((answer.body.value as unknown as ContentImage).contentType).toBe('image/webp');
    const jpeg = await picture(300, 100).jpeg().toBuffer();
    const jpg = await operator('POST', '/bo/content/images', { merchant: 'demo', data: dataUrl(jpeg) });
    expect((jpg.body.value as unknown as ContentImage).url).toMatch(/\.jpg$/);
  });

  it('refuses what is not a small png, jpg or webp with IMAGE_INVALID, and operators without content.manage', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const truncated = (await picture(300, 100).png().toBuffer()).subarray(0, 40);
    const tiny = await picture(8, 8).png().toBuffer();
    const huge = await picture(5000, 20).png().toBuffer();
    const noise = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(2_100_000, 7),
    ]);
    for (const [bytes, reason] of [
      [gif, 'TYPE'],
      [svg, 'TYPE'],
      [truncated, 'UNREADABLE'],
      [tiny, 'DIMENSIONS'],
      [huge, 'DIMENSIONS'],
      [noise, 'SIZE'],
    ] as const) {
      const answer = await operator('POST', '/bo/content/images', { merchant: 'demo', data: dataUrl(bytes) });
      expect(answer.statusCode, reason).toBe(400);
      expect(answer.body.code === 'IMAGE_INVALID' || answer.body.code === 'VALIDATION_FAILED', reason).toBe(true);
    }
    const png = await picture(300, 100).png().toBuffer();
    await logInChecker();
    const refused = await operator(
      'POST',
      '/bo/content/images',
      { merchant: 'demo', data: dataUrl(png) },
      checkerToken,
    );
    expect(refused.statusCode).toBe(403);
  });
});
