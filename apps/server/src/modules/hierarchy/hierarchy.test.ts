import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { createSeededTestDatabase } from '../../test/test-database.js';
import { describeTeam, isInTeam, listUplines } from './index.js';

let database: DatabaseHandle;
let merchantIds: { demo: string; lucky: string };

beforeAll(async () => {
  const seeded = await createSeededTestDatabase(undefined, { poolSize: 20 });
  database = seeded.database;
  merchantIds = seeded.merchantIds;
});
afterAll(async () => {
  await database.close();
});

async function addMember(db: Database, merchantId: string, uplineId: string | null): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into member (merchant_id, username, type, nickname, password_hash, upline_id)
        values (${merchantId}, ${`h${randomUUID().slice(0, 12)}`}, 1, 'agent', 'not-a-hash', ${uplineId})
        returning id`,
  );
  if (!row) throw new Error('no member');
  return row.id;
}

const moveMember = (db: Database, memberId: string, uplineId: string | null) =>
  db.execute(sql`update member set upline_id = ${uplineId} where id = ${memberId}`);

/** The closure of `ids` as the upline pointers say it must be, and as the table holds it. */
async function closuresOf(db: Database, ids: readonly string[]) {
  const expected = await queryRows<{ pair: string }>(
    db,
    sql`with recursive chain(ancestor_id, descendant_id, depth) as (
          select id, id, 0 from member where id = any(${`{${ids.join(',')}}`}::uuid[])
          union all
          select m.upline_id, chain.descendant_id, chain.depth + 1
          from chain join member m on m.id = chain.ancestor_id where m.upline_id is not null)
        select ancestor_id || '>' || descendant_id || ':' || depth as pair from chain order by 1`,
  );
  const held = await queryRows<{ pair: string }>(
    db,
    sql`select ancestor_id || '>' || descendant_id || ':' || depth as pair from member_closure
        where descendant_id = any(${`{${ids.join(',')}}`}::uuid[]) order by 1`,
  );
  return { expected: expected.map((row) => row.pair), held: held.map((row) => row.pair) };
}

describe('the member hierarchy closure (decision 0073)', () => {
  it('answers teams and upline chains', async () => {
    const db = database.db;
    const top = await addMember(db, merchantIds.demo, null);
    const middle = await addMember(db, merchantIds.demo, top);
    const bottom = await addMember(db, merchantIds.demo, middle);
    const stranger = await addMember(db, merchantIds.demo, null);
    expect(await isInTeam(db, top, bottom)).toBe(true);
    expect(await isInTeam(db, middle, middle)).toBe(true);
    expect(await isInTeam(db, bottom, top)).toBe(false);
    expect(await isInTeam(db, stranger, bottom)).toBe(false);
    expect(await listUplines(db, bottom)).toEqual([
      { id: middle, depth: 1 },
      { id: top, depth: 2 },
    ]);
    expect(await describeTeam(db, top)).toEqual({ members: 2, levels: 2 });
  });

  it('refuses a move under the member’s own team, and an upline of another brand', async () => {
    const db = database.db;
    const top = await addMember(db, merchantIds.demo, null);
    const child = await addMember(db, merchantIds.demo, top);
    await expect(moveMember(db, top, child)).rejects.toThrow();
    await expect(moveMember(db, top, top)).rejects.toThrow();
    const elsewhere = await addMember(db, merchantIds.lucky, null);
    await expect(moveMember(db, child, elsewhere)).rejects.toThrow();
    await expect(addMember(db, merchantIds.demo, elsewhere)).rejects.toThrow();
    expect(await isInTeam(db, top, child)).toBe(true);
  });

  it('stays equal to the upline pointers over random trees and moves', async () => {
    const db = database.db;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat(), { minLength: 2, maxLength: 14 }),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.boolean()), { maxLength: 10 }),
        async (parents, moves) => {
          const ids: string[] = [];
          for (const [index, parent] of parents.entries()) {
            // Each member's upline is an earlier member, or none (a top agent) when the draw says so.
            const uplineId = index === 0 || parent % 4 === 0 ? null : (ids[parent % index] ?? null);
            ids.push(await addMember(db, merchantIds.demo, uplineId));
          }
          for (const [who, where, toTop] of moves) {
            const memberId = ids[who % ids.length] as string;
            const uplineId = toTop ? null : (ids[where % ids.length] as string);
            // A move into its own team is refused and changes nothing; any other goes through.
            const intoOwnTeam = uplineId !== null && (await isInTeam(db, memberId, uplineId));
            if (intoOwnTeam) await expect(moveMember(db, memberId, uplineId)).rejects.toThrow();
            else await moveMember(db, memberId, uplineId);
          }
          const { expected, held } = await closuresOf(db, ids);
          expect(held).toEqual(expected);
        },
      ),
      { numRuns: 25 },
    );
  });
});

/** Many connections registering under a tree while an operator moves its branches about. */
describe.skipIf(!process.env.DATABASE_URL)('the member hierarchy under concurrency (PostgreSQL)', () => {
  it('new members and moves at once leave the closure equal to the pointers', async () => {
    const db = database.db;
    const roots = [await addMember(db, merchantIds.demo, null), await addMember(db, merchantIds.demo, null)];
    const branches: string[] = [];
    for (let index = 0; index < 6; index += 1)
      branches.push(await addMember(db, merchantIds.demo, roots[index % 2] as string));
    const newcomers: string[] = [];
    await Promise.all([
      ...Array.from({ length: 200 }, async (_, index) => {
        newcomers.push(await addMember(db, merchantIds.demo, branches[index % branches.length] as string));
      }),
      ...Array.from({ length: 60 }, (_, index) =>
        moveMember(db, branches[index % branches.length] as string, roots[(index + 1) % 2] as string),
      ),
    ]);
    const { expected, held } = await closuresOf(db, [...roots, ...branches, ...newcomers]);
    expect(newcomers).toHaveLength(200);
    expect(held).toEqual(expected);
  });
});
