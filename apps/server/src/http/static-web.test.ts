import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { opensHomeBanners, storedLanguageOf, withHomeHero } from './home-hero.js';

const indexHtml = [
  '<!doctype html>',
  '<html lang="th">',
  '  <head>',
  '    <title>Croupier</title>',
  '    <script type="module" crossorigin src="/assets/index-1234.js"></script>',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');

describe('the home banner written into index.html', () => {
  it('asks for the picture early and draws it with its title, everything escaped', () => {
    const html = withHomeHero(indexHtml, { imageUrl: '/static/a.svg?x=1&y="2"', title: '<b>Hot</b> & "new"' });
    expect(html).toContain('<link rel="preload" as="image" href="/static/a.svg?x=1&amp;y=&quot;2&quot;"');
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<img src="/static/a.svg?x=1&amp;y=&quot;2&quot;" alt="" width="1200" height="400"');
    expect(html).toContain('&lt;b&gt;Hot&lt;/b&gt; &amp; &quot;new&quot;');
    expect(html).not.toContain('<b>');
    // Before the app's root, so the app's first commit does not wipe it before its own banner is drawn.
    expect(html.indexOf('id="boot-home"')).toBeLessThan(html.indexOf('id="root"'));
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1234.js"></script>');
  });

  it('takes a `$` in the address literally and leaves a page without head or body alone', () => {
    expect(withHomeHero(indexHtml, { imageUrl: "/b$'$&.svg", title: 't' })).toContain(`href="/b$&#39;$&amp;.svg"`);
    expect(withHomeHero('<title>x</title>', { imageUrl: '/a.svg', title: 't' })).toBe('<title>x</title>');
  });

  it('reads the language the site stored for the browser from its cookie, and nothing that is not a language', () => {
    expect(storedLanguageOf('a=1; lang=en; b=2')).toBe('en');
    expect(storedLanguageOf('lang=pt-BR')).toBe('pt-BR');
    expect(storedLanguageOf('lang=xx')).toBeUndefined();
    expect(storedLanguageOf('lang=%E0%A4%A')).toBeUndefined();
    expect(storedLanguageOf('hislang=en')).toBeUndefined();
    expect(storedLanguageOf(undefined)).toBeUndefined();
  });

  it('is for the home view with its banners only', () => {
    for (const url of ['/', '/index', '/index.html', '/home', '/home?type=HOME', '/?token=abc', '/home?type=home']) {
      expect(opensHomeBanners(url), url).toBe(true);
    }
    for (const url of ['/home?type=HOT', '/home?type=SEARCH', '/member', '/esports', '/homes']) {
      expect(opensHomeBanners(url), url).toBe(false);
    }
  });
});

describe('index.html on the home view', () => {
  let testApp: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'croupier-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), indexHtml);
    testApp = await createTestApp({ config: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("carries the host's brand's first banner, never cached, under the same CSP as any page", async () => {
    const headers = { host: 'localhost' };
    const listed = await testApp.app.inject({ url: '/wps/relay/MCSFE_getListAnnouncements?types=B', headers });
    const first = listed.json<{ value: { banners: { url: string; title: string }[] } }>().value.banners[0];
    expect(first?.url).toMatch(/^\//);
    const home = await testApp.app.inject({ url: '/', headers });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.body).toContain(`<img src="${first?.url}"`);
    expect(home.body).toContain(`<link rel="preload" as="image" href="${first?.url}"`);
    const other = await testApp.app.inject({ url: '/member?tab=wallet', headers });
    expect(other.body).toBe(indexHtml);
    expect(other.headers['content-security-policy']).toBe(home.headers['content-security-policy']);
  });

  it('draws the banner in the language the site stored for the browser', async () => {
    const headers = { host: 'localhost', cookie: 'lang=en' };
    const listed = await testApp.app.inject({
      url: '/wps/relay/MCSFE_getListAnnouncements?types=B&language=en',
      headers,
    });
    const first = listed.json<{ value: { banners: { title: string }[] } }>().value.banners[0];
    const home = await testApp.app.inject({ url: '/', headers });
    expect(home.body).toContain(`<span class="boot-home-title">${first?.title}</span>`);
    const thai = await testApp.app.inject({ url: '/', headers: { host: 'localhost' } });
    expect(thai.body).not.toContain(`<span class="boot-home-title">${first?.title}</span>`);
  });

  it('sends the plain page for the home game lists and a host of no brand', async () => {
    const hot = await testApp.app.inject({ url: '/home?type=HOT', headers: { host: 'localhost' } });
    expect(hot.body).toBe(indexHtml);
    const unknown = await testApp.app.inject({ url: '/', headers: { host: 'nobody.example' } });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).not.toContain('boot-home');
  });
});
