import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.getElementById('boot-home')?.remove();
  vi.resetModules();
});

describe("index.html's first screen", () => {
  it('reads the banner the server drew once at start-up and removes the screen when asked', async () => {
    document.body.insertAdjacentHTML(
      'afterbegin',
      '<div id="boot-home"><img src="/static/banners/b.svg" alt="" /><span class="boot-home-title">A &amp; B</span></div>',
    );
    const bootHome = await import('./boot-home');
    expect(bootHome.bootBanner).toEqual({
      url: '/static/banners/b.svg',
      title: 'A & B',
      linkageType: null,
      link: null,
    });
    expect(bootHome.hasBootHome()).toBe(true);
    bootHome.removeBootHome();
    expect(bootHome.hasBootHome()).toBe(false);
    expect(bootHome.bootBanner?.url).toBe('/static/banners/b.svg');
  });

  it('has no banner when the server drew none', async () => {
    const bootHome = await import('./boot-home');
    expect(bootHome.bootBanner).toBeNull();
    expect(bootHome.hasBootHome()).toBe(false);
  });
});
