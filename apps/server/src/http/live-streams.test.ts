import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInToken } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { createLiveStreamRegistry, liveStreamLimits } from './live-streams.js';

let testApp: TestApp;
let port = 0;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  port = (testApp.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await testApp.close();
});

async function openStream(token: string) {
  const controller = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}/wps/events`, {
    headers: { authorization: `Bearer ${token}`, host: 'localhost', language: 'en' },
    signal: controller.signal,
  });
  if (response.status === 200) {
    const reader = response.body?.getReader();
    await reader?.read();
    return { status: 200, close: () => controller.abort(), reader };
  }
  return { status: response.status, code: ((await response.json()) as { code?: string }).code, close: () => undefined };
}

describe('live streams are capped (defect 13)', () => {
  it('refuses a session more streams than the cap with 429 STREAM_LIMIT_REACHED, and frees a slot on close', async () => {
    const token = await logInToken(testApp.app, 'demo', 'Demo@2026', '10.255.2.1');
    const open = [];
    for (let index = 0; index < liveStreamLimits.perSession; index += 1) open.push(await openStream(token));
    expect(open.map((stream) => stream.status)).toEqual(open.map(() => 200));
    const over = await openStream(token);
    expect(over.status).toBe(429);
    expect(over.code).toBe('STREAM_LIMIT_REACHED');
    open[0]?.close();
    let again = await openStream(token);
    for (let tries = 0; again.status !== 200 && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await openStream(token);
    }
    expect(again.status).toBe(200);
    for (const stream of [...open, again]) stream.close();
  });

  it('closes every open stream when the server shuts down, so close does not wait for the browser', async () => {
    const token = await logInToken(testApp.app, 'agent', 'Agent@2026', '10.255.2.2');
    const stream = await openStream(token);
    expect(stream.status).toBe(200);
    let timer: NodeJS.Timeout | undefined;
    const closed = await Promise.race([
      testApp.app.close().then(() => 'closed'),
      new Promise((resolve) => {
        timer = setTimeout(() => resolve('still waiting'), 5_000);
      }),
    ]);
    clearTimeout(timer);
    expect(closed).toBe('closed');
    expect((await stream.reader?.read())?.done).toBe(true);
  });
});

describe('the live stream registry', () => {
  it('caps streams per address across sessions, and releases each slot once', () => {
    const registry = createLiveStreamRegistry({ perSession: 2, perAddress: 3 });
    const releases = ['a', 'b', 'c'].map((sessionId) =>
      registry.open({ sessionId, address: '198.51.100.7' }, () => {}),
    );
    expect(() => registry.open({ sessionId: 'd', address: '198.51.100.7' }, () => {})).toThrow('STREAM_LIMIT_REACHED');
    expect(registry.open({ sessionId: 'd', address: '198.51.100.8' }, () => {})).toBeTypeOf('function');
    releases[0]?.();
    releases[0]?.();
    expect(registry.openCount()).toBe(3);
    registry.open({ sessionId: 'd', address: '198.51.100.7' }, () => {});
    expect(() => registry.open({ sessionId: 'e', address: '198.51.100.7' }, () => {})).toThrow('STREAM_LIMIT_REACHED');
  });

  it('closes every stream it holds on closeAll', () => {
    const registry = createLiveStreamRegistry();
    let closed = 0;
    for (const sessionId of ['a', 'b']) {
      const release = registry.open({ sessionId, address: '10.0.0.1' }, () => {
        closed += 1;
        release();
      });
    }
    registry.closeAll();
    expect(closed).toBe(2);
    expect(registry.openCount()).toBe(0);
  });
});
