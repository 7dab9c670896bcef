import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { consoleContentSecurityPolicy } from './security-headers.js';

let testApp: TestApp;
let consoleDir: string;

beforeAll(async () => {
  consoleDir = mkdtempSync(path.join(tmpdir(), 'console-dist-'));
  mkdirSync(path.join(consoleDir, 'assets'));
  writeFileSync(path.join(consoleDir, 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(path.join(consoleDir, 'assets', 'app-1234.js'), 'console.log(1)');
  testApp = await createTestApp({ config: { CONSOLE_DIST_DIR: consoleDir } });
});
afterAll(async () => {
  await testApp.close();
  rmSync(consoleDir, { recursive: true, force: true });
});

describe('the console at /console/', () => {
  it("answers its index.html for the root and for deep links, never cached, under the console's own CSP", async () => {
    for (const url of ['/console/', '/console', '/console/audit-log?operator=operator&pageNo=2', '/console/login']) {
      const answer = await testApp.app.inject({ url });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toContain('text/html');
      expect(answer.body).toContain('<title>console</title>');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-security-policy']).toBe(consoleContentSecurityPolicy);
    }
    expect(consoleContentSecurityPolicy).toContain("connect-src 'self'");
    expect(consoleContentSecurityPolicy).not.toContain('unsafe-inline');
  });

  it('serves hashed assets for a year, and 404 for a file it does not have', async () => {
    const asset = await testApp.app.inject({ url: '/console/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-security-policy']).toBe(consoleContentSecurityPolicy);
    expect((await testApp.app.inject({ url: '/console/assets/missing.js' })).statusCode).toBe(404);
  });

  it('leaves the API and its CSP alone', async () => {
    const api = await testApp.app.inject({ url: '/bo/session/me' });
    expect(api.statusCode).toBe(401);
    expect(api.headers['content-security-policy']).not.toBe(consoleContentSecurityPolicy);
  });
});
