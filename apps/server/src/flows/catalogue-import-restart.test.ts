import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueImport } from '@croupier/contracts';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/client.js';
import { catalogueImport, game } from '../modules/games/games.tables.js';
import { createCatalogueConsoleService, importStaleAfterMs, maxImportResumes } from '../modules/games/index.js';
import { call } from '../test/account-helpers.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { urlOfDatabase } from '../test/transfer-wallet-helpers.js';

const childScript = fileURLToPath(new URL('../test/catalogue-import-crash-child.ts', import.meta.url));
const vendorCode = 'RESUMEV';
const totalRows = 4_000;

/** A catalogue of `totalRows` games, two of them refused (a bad type, a second mention), so the report has both. */
function catalogueFile() {
  const games: Record<string, unknown>[] = Array.from({ length: totalRows - 2 }, (_, index) => ({
    vendor: vendorCode,
    gameCode: `R${String(index).padStart(5, '0')}`,
    gameType: 'RNG',
    names: { en: `Resumed ${index}` },
  }));
  games.splice(100, 0, { vendor: vendorCode, gameCode: 'BADTYPE', gameType: 'NOPE', names: { en: 'Bad' } });
  games.push({ vendor: vendorCode, gameCode: 'R00001', gameType: 'RNG', names: { en: 'Again' } });
  return JSON.stringify({ vendors: [{ code: vendorCode, name: 'Resume vendor', walletModel: 'seamless' }], games });
}

describe.skipIf(!process.env.DATABASE_URL)(
  'catalogue import after its instance was killed (PostgreSQL, a killed process)',
  { timeout: 240_000 },
  () => {
    let testApp: TestApp;
    let databaseUrl = '';
    const folders: string[] = [];

    beforeAll(async () => {
      testApp = await createTestApp();
      databaseUrl = await urlOfDatabase(testApp.database.db);
    });
    afterAll(async () => {
      await testApp.close();
      await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
    });

    const job = async (id: string) => {
      const [row] = await testApp.database.db.select().from(catalogueImport).where(eq(catalogueImport.id, id));
      if (!row) throw new Error(`no import ${id}`);
      return row;
    };
    /** Time passes for the killed runner: its heartbeat is older than the stale limit. */
    const ageHeartbeat = (id: string) =>
      testApp.database.db
        .update(catalogueImport)
        .set({ updatedAt: sql`now() - make_interval(secs => ${(importStaleAfterMs * 2) / 1000})` })
        .where(eq(catalogueImport.id, id));

    /** Starts the import in a process of its own and kills it (SIGKILL) once a chunk committed and before the end. */
    async function importAndDie(): Promise<string> {
      const folder = await mkdtemp(path.join(tmpdir(), 'catalogue-import-'));
      folders.push(folder);
      const bodyFile = path.join(folder, 'body.json');
      await writeFile(
        bodyFile,
        JSON.stringify({ merchant: 'lucky', fileName: 'resume.json', content: catalogueFile() }),
      );
      const child = spawn(process.execPath, ['--import', 'tsx', childScript], {
        env: {
          ...process.env,
          CRASH_DATABASE_URL: databaseUrl,
          CRASH_OPERATOR_TOKEN: testApp.operatorToken,
          CRASH_IMPORT_FILE: bodyFile,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
      const id = await new Promise<string>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const started = /started (.*)\n/.exec(output);
          if (!started?.[1]) return;
          const answer = JSON.parse(started[1]) as { value?: { id?: string } };
          if (answer.value?.id) resolve(answer.value.id);
          else reject(new Error(`import not started: ${started[1]}`));
        });
      });
      for (let waited = 0; waited < 60_000; waited += 10) {
        if ((await job(id)).doneRows > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      child.kill('SIGKILL');
      await exited;
      return id;
    }

    it('is resumed by the restarted instance from the rows it had committed, and reports the whole file once', async () => {
      const id = await importAndDie();
      const killed = await job(id);
      expect(killed.status).toBe('running');
      expect(killed.doneRows).toBeGreaterThan(0);
      expect(killed.doneRows).toBeLessThan(totalRows);
      expect(killed.source).not.toBeNull();

      await ageHeartbeat(id);
      const read = await call(testApp.app, 'GET', `/bo/games/imports/${id}?merchant=lucky`, {
        token: testApp.operatorToken,
      });
      expect((read.body.value as unknown as CatalogueImport).status).toBe('interrupted');

      // The restart: a new instance on the same database; its resumer runs at start.
      const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 });
      const app = await buildApp({
        db: database.db,
        logger: false,
        config: { TRUSTED_PROXIES: [], WEB_DIST_DIR: '/nonexistent', LOG_LEVEL: 'silent' },
      });
      try {
        for (let waited = 0; waited < 60_000 && (await job(id)).status === 'running'; waited += 100) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      } finally {
        await app.close();
        await database.close();
      }
      const resumed = await job(id);
      expect(resumed).toMatchObject({
        status: 'done',
        resumes: 1,
        failure: null,
        source: null,
        totalRows,
        doneRows: totalRows,
        added: totalRows - 2,
        changed: 0,
        unchanged: 0,
        refused: 2,
      });
      expect(resumed.refusals.map((refusal) => refusal.gameCode)).toEqual(['BADTYPE', 'R00001']);
      const [games] = await testApp.database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(game)
        .where(and(eq(game.vendorCode, vendorCode), eq(game.merchantId, killed.merchantId)));
      expect(games?.count).toBe(totalRows - 2);
    });

    it('is marked failed with its report when its runners keep going away, never left running', async () => {
      const id = await importAndDie();
      await testApp.database.db
        .update(catalogueImport)
        .set({ resumes: maxImportResumes })
        .where(eq(catalogueImport.id, id));
      await ageHeartbeat(id);
      const before = await job(id);
      const outcome = await createCatalogueConsoleService({
        db: testApp.database.db,
        clock: { now: () => new Date() },
      }).resumeInterruptedImports();
      expect(outcome).toEqual({ resumed: 0, failed: 1 });
      const read = await call(testApp.app, 'GET', `/bo/games/imports/${id}?merchant=lucky`, {
        token: testApp.operatorToken,
      });
      expect(read.body.value).toMatchObject({
        status: 'failed',
        failure: 'INTERRUPTED',
        resumes: maxImportResumes + 1,
        doneRows: before.doneRows,
        added: before.added,
        changed: before.changed,
        unchanged: before.unchanged,
      });
      expect((await job(id)).source).toBeNull();
    });
  },
);
