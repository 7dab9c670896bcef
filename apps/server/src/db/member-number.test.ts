import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './migrate.js';
import { call } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import { createTestDatabase } from '../test/test-database.js';
import { member, merchant } from './schema.js';
import type { TestApp } from '../test/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function registeredInfo(username: string, remoteAddress: string) {
  const created = await call(testApp.app, 'PUT', '/wps/member/register', {
    payload: { username, password: 'Secret#2026', confirmPassword: 'Secret#2026', terms: true, ageConfirmed: true },
    remoteAddress,
  });
  expect(created.statusCode).toBe(200);
  const token = String(created.body.value.token);
  return { token, info: (await call(testApp.app, 'GET', '/wps/member/info', { token })).body.value };
}

describe("a member's readable ID", () => {
  it('is a short number of its own for every member, trial accounts too, and stays the same', async () => {
    const first = await registeredInfo('Number01', '10.9.0.1');
    const second = await registeredInfo('Number02', '10.9.0.2');
    const trial = await call(testApp.app, 'POST', '/wps/session/login/freeplay', { remoteAddress: '10.9.0.3' });
    const trialInfo = (await call(testApp.app, 'GET', '/wps/member/info', { token: String(trial.body.value.token) }))
      .body.value;
    const numbers = [first.info.memberNumber, second.info.memberNumber, trialInfo.memberNumber];
    for (const memberNumber of numbers) {
      expect(Number.isSafeInteger(memberNumber)).toBe(true);
      expect(String(memberNumber)).toMatch(/^[1-9]\d{5,8}$/);
    }
    expect(new Set(numbers).size).toBe(3);
    const again = await call(testApp.app, 'GET', '/wps/member/info', { token: first.token });
    expect(again.body.value.memberNumber).toBe(first.info.memberNumber);
  });
});

function statementsOf(tag: string): string[] {
  return readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);
}

describe('the migration that adds the readable ID', () => {
  it('numbers the members who registered before it', async () => {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    const adding = journal.entries.find((entry) =>
      statementsOf(entry.tag).some((statement) => statement.includes('"member_number"')),
    );
    expect(adding).toBeDefined();
    // The database as it was before the migration, with members registered then; then the migration.
    const database = await createTestDatabase();
    try {
      const db = database.db;
      await db.execute(sql`alter table member drop column member_number`);
      const [brand] = await db
        .insert(merchant)
        .values({
          code: 'old',
          name: 'Old brand',
          currency: 'THB',
          timeZone: 'Asia/Bangkok',
          defaultLanguage: 'th',
          languages: ['th'],
          siteSettings: {} as typeof merchant.$inferInsert.siteSettings,
        })
        .returning({ id: merchant.id });
      if (!brand) throw new Error('no brand');
      for (const username of ['early1', 'early2']) {
        // Raw, since the schema in code already has the column this database lacks.
        await db.execute(
          sql`insert into member (merchant_id, username, type, nickname, password_hash)
              values (${brand.id}, ${username}, 0, ${username}, 'x')`,
        );
      }
      for (const statement of statementsOf(adding?.tag ?? '')) await db.execute(sql.raw(statement));
      const rows = await db.select({ memberNumber: member.memberNumber }).from(member).orderBy(member.memberNumber);
      expect(rows.map((row) => row.memberNumber)).toEqual([100001, 100002]);
    } finally {
      await database.close();
    }
  });
});
