import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { DatabaseHandle } from '../db/client.js';
import { seedDemoData } from '../db/seed.js';
import { systemClock } from '../lib/clock.js';
import { createLoggerOptions } from '@croupier/contracts/logger-options';
import { createGeoService } from '../modules/geo/index.js';
import { call } from '../test/account-helpers.js';
import { createTestDatabase } from '../test/test-database.js';

let lines: string[] = [];
let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
let operatorToken = '';

const output = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});
const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown> & { level: number; msg: string });

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, createGeoService({ db: database.db, clock: systemClock }), {
    port: 8080,
  });
  app = await buildApp({
    db: database.db,
    logger: pino(createLoggerOptions('info'), output),
    config: { TRUSTED_PROXIES: [], WEB_DIST_DIR: '/nonexistent', LOG_LEVEL: 'info' },
  });
  const login = await call(app, 'POST', '/bo/session/login', {
    payload: { username: 'operator', password: 'Operator@2026' },
    remoteAddress: '10.255.0.1',
  });
  operatorToken = String(login.body.value.token);
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(() => {
  lines = [];
});

describe('log lines carry no secret (defect 11)', () => {
  it('logs a failed query without its parameters', async () => {
    await database.db.execute(sql`
      create or replace function test_refuse_range() returns trigger language plpgsql as $$
      begin raise exception 'range table unavailable'; end $$`);
    await database.db.execute(
      sql`create trigger test_refuse_range before insert on ip_country_range for each row execute function test_refuse_range()`,
    );
    try {
      const marker = '100.67.89.0/24';
      const answer = await call(app, 'PUT', '/bo/geo/ranges', {
        token: operatorToken,
        payload: { network: marker, countryCode: 'TH' },
      });
      expect(answer.statusCode).toBe(500);
      const text = lines.join('\n');
      expect(text).toContain('range table unavailable');
      expect(text).toContain('ip_country_range');
      expect(text).not.toContain('100.67.89');
      expect(text).not.toContain(operatorToken);
    } finally {
      await database.db.execute(sql`drop trigger if exists test_refuse_range on ip_country_range`);
    }
  });

  it('logs a login without the password, the token or the body', async () => {
    const answer = await call(app, 'POST', '/wps/session/login', {
      payload: { username: 'demo', password: 'Demo@2026' },
      remoteAddress: '10.255.0.2',
    });
    const token = String(answer.body.value.token);
    await call(app, 'GET', '/wps/relay/MCSFE_getFavoriteGames', { token });
    const text = lines.join('\n');
    expect(text).not.toContain('Demo@2026');
    expect(text).not.toContain(token);
    expect(lines.length).toBeGreaterThan(0);
  });

  it('redacts secret fields wherever a log line carries them', () => {
    const captured: string[] = [];
    const logger = pino(
      createLoggerOptions('info'),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          captured.push(chunk.toString('utf8'));
          done();
        },
      }),
    );
    logger.info({ body: { password: 'hunter2-secret' }, vendor: { secret: 'vendor-secret-1', token: 'tok-1' } }, 'x');
    logger.info({ request: { headers: { authorization: 'Bearer abc-secret' } } }, 'y');
    const text = captured.join('');
    for (const secret of ['hunter2-secret', 'vendor-secret-1', 'tok-1', 'abc-secret'])
      expect(text).not.toContain(secret);
  });
});

describe('expected refusals are not errors', () => {
  it('logs a 4xx or maintenance refusal at info, without a stack; an unexpected failure at error', async () => {
    await call(app, 'GET', '/wps/relay/MCSFE_getFavoriteGames', { token: 'not-a-token' });
    await call(app, 'PUT', '/bo/geo/ranges', { token: operatorToken, payload: { network: 'nope', countryCode: 'x' } });
    const refusals = records().filter((record) => record.msg === 'request refused');
    expect(refusals.length).toBe(2);
    for (const record of refusals) {
      expect(record.level).toBe(30);
      expect(JSON.stringify(record)).not.toContain('stack');
    }
    expect(records().filter((record) => record.level >= 50)).toEqual([]);
  });
});
