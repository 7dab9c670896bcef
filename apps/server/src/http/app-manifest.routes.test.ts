import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('the web app manifest', () => {
  it("names each brand by its host, starts on the home page, stands alone, in UI.md's colours", async () => {
    const names: string[] = [];
    for (const host of ['localhost', 'lucky.localhost']) {
      const answer = await testApp.app.inject({ url: '/manifest.webmanifest', headers: { host } });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toContain('application/manifest+json');
      const manifest = answer.json<{ name: string; icons: { src: string; sizes: string }[] }>();
      expect(manifest).toMatchObject({ start_url: '/index', display: 'standalone', theme_color: '#0b1220' });
      expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
      names.push(manifest.name);
    }
    // Two brands, two names: the installed app carries the brand it was installed from.
    expect(new Set(names).size).toBe(2);
  });
});
