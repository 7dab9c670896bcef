import type {
  CatalogueGame,
  CatalogueImport,
  CatalogueRefusal,
  CatalogueVendor,
  ConsoleGame,
  ConsoleGameFilter,
  ConsoleVendor,
  GamePatch,
  Page,
  VendorUpdate,
} from '@croupier/contracts';
import { buildPage, catalogueGameSchema, catalogueVendorSchema, pageOffset } from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import { runInTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import { parseCatalogueCsv } from './catalogue-file.js';
import {
  addCatalogueImportProgress,
  claimCatalogueImport,
  countConsoleGames,
  finishCatalogueImport,
  findCatalogueImport,
  insertCatalogueImport,
  listCatalogueImports,
  listConsoleGamePage,
  listConsoleVendors,
  listGamesByCodes,
  listStaleCatalogueImports,
  lockGame,
  lockVendor,
  touchCatalogueImport,
  updateGame,
  updateVendor,
} from './catalogue-console.repository.js';
import type { CatalogueImportRow, ConsoleGameRow } from './catalogue-console.repository.js';
import { bumpCatalogueVersion, upsertCatalogue } from './games.repository.js';
import type { GameRow } from './games.repository.js';

/** Rows per transaction of an import: progress moves every chunk, and a failure loses at most one chunk's work. */
export const importChunkSize = 500;
/**
 * A running import whose heartbeat is older than this lost its runner: it reads as interrupted and is resumed. Five
 * missed beats: a runner held up by a busy database is not taken for dead, and if it were, its fenced writes would
 * stop it (decision 0039).
 */
export const importStaleAfterMs = 10_000;
/** How often a runner beats an import's heartbeat besides each chunk's progress. */
export const importHeartbeatMs = 2_000;
/** An import whose runners went away this many times is marked failed rather than resumed once more. */
export const maxImportResumes = 3;

/** Another runner took the import over while this one was applying a chunk: this one stops, its chunk undone. */
class ImportTakenOver extends Error {}

type GameFilterWithoutBrand = Omit<ConsoleGameFilter, 'merchant'>;

/** A catalogue file read for an import: valid vendor entries and the raw game rows, checked as they are applied. */
export type PreparedImport = { fileName: string; content: string; vendors: CatalogueVendor[]; games: unknown[] };

const toConsoleGame = (row: ConsoleGameRow): ConsoleGame => ({ ...row, updatedAt: row.updatedAt.toISOString() });

/** A game row as an import compares it: the fields a catalogue file sets, in one canonical shape. */
function comparable(entry: {
  gameType: string;
  names: Record<string, string>;
  kind: string;
  parentGameCode: string | null;
  isHot: boolean;
  isNew: boolean;
  supportPlay: number;
  freeplay: number;
  classifications: readonly string[];
  sortOrder: number;
  iconUrl: string | null;
  engine: string | null;
  enabled: boolean;
  maintenance: boolean;
}): string {
  const names = Object.fromEntries(Object.entries(entry.names).sort(([left], [right]) => left.localeCompare(right)));
  return JSON.stringify([
    entry.gameType,
    names,
    entry.kind,
    entry.parentGameCode,
    entry.isHot,
    entry.isNew,
    entry.supportPlay,
    entry.freeplay,
    [...entry.classifications].sort(),
    entry.sortOrder,
    entry.iconUrl,
    entry.engine,
    entry.enabled,
    entry.maintenance,
  ]);
}

const comparableOfFile = (entry: CatalogueGame) =>
  comparable({
    ...entry,
    kind: entry.isGame,
    parentGameCode: entry.parentGameCode ?? null,
    iconUrl: entry.iconUrl ?? null,
    engine: entry.engine ?? null,
  });
const comparableOfRow = (row: GameRow) => comparable(row);

/** The first problem of a refused row, as the report shows it: `field: message`. */
function reasonOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  const issue = issues[0];
  if (!issue) return 'invalid row';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** Reads a catalogue file into its vendor entries and raw game rows; a file that is not one is refused whole. */
export function readCatalogueRows(fileName: string, content: string): { vendors: unknown[]; games: unknown[] } {
  let raw: unknown;
  try {
    raw = fileName.toLowerCase().endsWith('.csv') ? parseCatalogueCsv(content) : JSON.parse(content);
  } catch (error) {
    throw new DomainError('VALIDATION_FAILED', { fields: [{ path: 'content', message: String(error) }] });
  }
  const shape = raw as { vendors?: unknown; games?: unknown } | null;
  if (!shape || typeof shape !== 'object' || !Array.isArray(shape.games)) {
    throw new DomainError('VALIDATION_FAILED', { fields: [{ path: 'content', message: 'expected { games: [...] }' }] });
  }
  if (shape.games.length > 200_000) {
    throw new DomainError('VALIDATION_FAILED', { fields: [{ path: 'games', message: 'at most 200000 games' }] });
  }
  const vendors = Array.isArray(shape.vendors) ? shape.vendors : [];
  return { vendors, games: shape.games };
}

/**
 * The console's side of the catalogue: a brand's vendors and games with their switches, and imports that refuse
 * bad rows one by one (with the reason) instead of the whole file, recorded as jobs any instance reports on.
 */
export function createCatalogueConsoleService({ db, clock }: { db: Database; clock: Clock }) {
  async function listVendors(merchantId: string): Promise<ConsoleVendor[]> {
    return listConsoleVendors(db, merchantId);
  }

  /** Changes a vendor's switches and order; answers it before and after. Run in the audit's transaction. */
  async function changeVendor(merchantId: string, code: string, change: Omit<VendorUpdate, 'merchant'>) {
    const before = await lockVendor(db, merchantId, code);
    if (!before) throw new DomainError('NOT_FOUND', { vendor: code });
    await updateVendor(db, merchantId, code, change, clock.now());
    await bumpCatalogueVersion(db, merchantId, clock.now());
    const pick = (row: { enabled: boolean; maintenance: boolean; sortOrder: number }) => ({
      enabled: row.enabled,
      maintenance: row.maintenance,
      sortOrder: row.sortOrder,
    });
    return { before: pick(before), after: pick(change) };
  }

  async function listGames(
    merchantId: string,
    filter: GameFilterWithoutBrand,
    page: { pageNo: number; pageSize: number },
  ): Promise<Page<ConsoleGame>> {
    const [rows, total] = await Promise.all([
      listConsoleGamePage(db, merchantId, filter, { limit: page.pageSize, offset: pageOffset(page) }),
      countConsoleGames(db, merchantId, filter),
    ]);
    return buildPage(rows.map(toConsoleGame), page, total);
  }

  /** Every game the filter matches, a batch at a time (the CSV export). */
  async function* exportGames(merchantId: string, filter: GameFilterWithoutBrand): AsyncGenerator<ConsoleGame> {
    const batch = 1_000;
    for (let offset = 0; ; offset += batch) {
      const rows = await listConsoleGamePage(db, merchantId, filter, { limit: batch, offset });
      for (const row of rows) yield toConsoleGame(row);
      if (rows.length < batch) return;
    }
  }

  /** Changes what the console may change on one game; answers the changed fields before and after. */
  async function patchGame(merchantId: string, id: number, patch: Omit<GamePatch, 'merchant'>) {
    const row = await lockGame(db, merchantId, id);
    if (!row) throw new DomainError('NOT_FOUND', { game: id });
    await updateGame(db, merchantId, id, patch, clock.now());
    await bumpCatalogueVersion(db, merchantId, clock.now());
    const fields = Object.keys(patch) as (keyof typeof patch)[];
    const before = Object.fromEntries(fields.map((field) => [field, row[field]]));
    const game = { ...toConsoleGame(row), ...patch, updatedAt: clock.now().toISOString() };
    return { before, after: patch, game };
  }

  function toImport(row: CatalogueImportRow, merchantCode: string): CatalogueImport {
    const stale = row.status === 'running' && clock.now().getTime() - row.updatedAt.getTime() > importStaleAfterMs;
    return {
      id: row.id,
      merchant: merchantCode,
      fileName: row.fileName,
      operator: row.operatorName,
      status: stale ? 'interrupted' : row.status,
      totalRows: row.totalRows,
      doneRows: row.doneRows,
      added: row.added,
      changed: row.changed,
      unchanged: row.unchanged,
      refused: row.refused,
      refusals: row.refusals,
      resumes: row.resumes,
      failure: row.failure === 'INTERRUPTED' || row.failure === 'IMPORT_ERROR' ? row.failure : null,
      createdAt: row.createdAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
    };
  }

  /**
   * Reads a catalogue file for an import: its vendor entries must all be valid (one bad vendor refuses the file);
   * its game rows are checked one by one when the import runs.
   */
  function prepareImport(fileName: string, content: string): PreparedImport {
    const { vendors: rawVendors, games } = readCatalogueRows(fileName, content);
    const vendors = rawVendors.map((entry, index) => {
      const parsed = catalogueVendorSchema.safeParse(entry);
      if (!parsed.success) {
        throw new DomainError('VALIDATION_FAILED', {
          fields: [{ path: `vendors.${index}`, message: reasonOf(parsed.error.issues) }],
        });
      }
      return parsed.data;
    });
    return { fileName, content, vendors, games };
  }

  /** Records the import as a running job (in the caller's transaction, with its audit row). */
  async function recordImport(
    input: { merchantId: string; merchantCode: string; operatorName: string },
    prepared: PreparedImport,
  ) {
    const job = await insertCatalogueImport(db, {
      merchantId: input.merchantId,
      operatorName: input.operatorName,
      fileName: prepared.fileName,
      totalRows: prepared.games.length,
      source: prepared.content,
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
    return toImport(job, input.merchantCode);
  }

  /**
   * Applies a recorded import chunk by chunk: each chunk's games and its progress commit together, so the recorded
   * counts are always what the catalogue holds. A row the schema refuses, or a game the file names twice, is
   * refused with its reason; the others are added, changed or left as they are. A failure marks the job failed
   * (the chunks before it stay applied and counted). `from` is where a resumed job stands: the rows before it are
   * only read again, to know which games the file already named. `resumes` is the job's count when this runner got
   * it: every write of the runner is fenced by it, so once another runner took the job over, this one's chunk rolls
   * back and its next heartbeat stops it.
   */
  async function runImport(
    jobId: string,
    merchantId: string,
    prepared: PreparedImport,
    { from, resumes }: { from: number; resumes: number } = { from: 0, resumes: 0 },
  ): Promise<void> {
    const seen = new Set<string>();
    for (const raw of prepared.games.slice(0, from)) {
      const parsed = catalogueGameSchema.safeParse(raw);
      if (parsed.success) seen.add(`${parsed.data.vendor}|${parsed.data.gameCode}`);
    }
    const applyChunk = async (start: number, rows: unknown[], withVendors: boolean) => {
      const refusals: CatalogueRefusal[] = [];
      const valid: CatalogueGame[] = [];
      rows.forEach((raw, index) => {
        const row = start + index + 1;
        const parsed = catalogueGameSchema.safeParse(raw);
        const rawCode = (raw as { gameCode?: unknown } | null)?.gameCode;
        const gameCode = typeof rawCode === 'string' ? rawCode.slice(0, 64) : null;
        if (!parsed.success) {
          refusals.push({ row, gameCode, reason: reasonOf(parsed.error.issues) });
          return;
        }
        const key = `${parsed.data.vendor}|${parsed.data.gameCode}`;
        if (seen.has(key)) {
          refusals.push({ row, gameCode, reason: 'DUPLICATE_ROW: the file names this game more than once' });
          return;
        }
        seen.add(key);
        valid.push(parsed.data);
      });
      await runInTransaction(db, async (transaction) => {
        const existing = await listGamesByCodes(transaction, merchantId, valid);
        const byKey = new Map(existing.map((row) => [`${row.vendorCode}|${row.gameCode}`, row]));
        const counts = { added: 0, changed: 0, unchanged: 0 };
        const toWrite: CatalogueGame[] = [];
        for (const entry of valid) {
          const current = byKey.get(`${entry.vendor}|${entry.gameCode}`);
          if (!current) counts.added += 1;
          else if (comparableOfRow(current) !== comparableOfFile(entry)) counts.changed += 1;
          else {
            counts.unchanged += 1;
            continue;
          }
          toWrite.push(entry);
        }
        const vendors = withVendors ? prepared.vendors : [];
        if (toWrite.length > 0 || vendors.length > 0) {
          await upsertCatalogue(transaction, merchantId, { vendors, games: toWrite }, clock.now());
          await bumpCatalogueVersion(transaction, merchantId, clock.now());
        }
        const counted = await addCatalogueImportProgress(
          transaction,
          jobId,
          resumes,
          { start, ...counts, refusals },
          clock.now(),
        );
        if (!counted) throw new ImportTakenOver();
      });
    };
    let taken = false;
    const heartbeat = setInterval(() => {
      touchCatalogueImport(db, jobId, resumes, clock.now())
        .then((owned) => {
          if (!owned) taken = true;
        })
        .catch(() => undefined);
    }, importHeartbeatMs);
    heartbeat.unref();
    try {
      if (prepared.games.length === 0) await applyChunk(0, [], true);
      for (let start = from; start < prepared.games.length; start += importChunkSize) {
        if (taken) return;
        await applyChunk(start, prepared.games.slice(start, start + importChunkSize), start === 0);
      }
      await finishCatalogueImport(db, jobId, resumes, { status: 'done' }, clock.now());
    } catch (error) {
      if (error instanceof ImportTakenOver) return;
      await finishCatalogueImport(db, jobId, resumes, { status: 'failed', failure: 'IMPORT_ERROR' }, clock.now());
      throw error;
    } finally {
      clearInterval(heartbeat);
    }
  }

  /**
   * Takes over the imports whose runner went away (its instance was killed or restarted mid-import): each resumes
   * from the rows it had committed, with the file the job kept; one whose runners went away too often, or whose file
   * is gone, is marked failed (`INTERRUPTED`) with the counts of what it did. Answers how many of each.
   */
  async function resumeInterruptedImports(): Promise<{ resumed: number; failed: number }> {
    const staleBefore = new Date(clock.now().getTime() - importStaleAfterMs);
    const outcome = { resumed: 0, failed: 0 };
    for (const stale of await listStaleCatalogueImports(db, staleBefore, 20)) {
      const job = await claimCatalogueImport(db, stale.id, staleBefore, clock.now());
      if (!job) continue;
      if (job.source === null || job.resumes > maxImportResumes) {
        await finishCatalogueImport(db, job.id, job.resumes, { status: 'failed', failure: 'INTERRUPTED' }, clock.now());
        outcome.failed += 1;
        continue;
      }
      outcome.resumed += 1;
      await runImport(job.id, job.merchantId, prepareImport(job.fileName, job.source), {
        from: job.doneRows,
        resumes: job.resumes,
      });
    }
    return outcome;
  }

  async function getImport(merchantId: string, merchantCode: string, id: string): Promise<CatalogueImport> {
    const row = await findCatalogueImport(db, merchantId, id);
    if (!row) throw new DomainError('NOT_FOUND', { import: id });
    return toImport(row, merchantCode);
  }

  async function listImports(merchantId: string, merchantCode: string): Promise<CatalogueImport[]> {
    return (await listCatalogueImports(db, merchantId, 20)).map((row) => toImport(row, merchantCode));
  }

  return {
    listVendors,
    changeVendor,
    listGames,
    exportGames,
    patchGame,
    prepareImport,
    recordImport,
    runImport,
    resumeInterruptedImports,
    getImport,
    listImports,
  };
}

export type CatalogueConsoleService = ReturnType<typeof createCatalogueConsoleService>;
