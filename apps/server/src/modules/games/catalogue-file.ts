import type { Catalogue } from '@croupier/contracts';
import { catalogueSchema } from '@croupier/contracts';
import { DomainError } from '../../lib/domain-error.js';

/**
 * Catalogue files an operator loads (docs: apps/server/src/modules/games/CATALOGUE.md). JSON holds
 * `{ vendors, games }` as the contracts' `catalogueSchema`; CSV holds one game per row with a header.
 */

/** RFC 4180 rows: commas, double quotes around fields, "" for a quote inside, CRLF or LF line ends. */
export function parseCsvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < source.length; index += 1) {
    const character = source[index];
    if (quoted) {
      if (character === '"' && source[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (character === '"') {
        quoted = false;
      } else {
        field += character;
      }
    } else if (character === '"') {
      quoted = true;
    } else if (character === ',') {
      row.push(field);
      field = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && source[index + 1] === '\n') index += 1;
      row.push(field);
      if (row.some((cell) => cell.trim() !== '')) rows.push(row);
      row = [];
      field = '';
    } else {
      field += character;
    }
  }
  row.push(field);
  if (row.some((cell) => cell.trim() !== '')) rows.push(row);
  return rows;
}

/** Turns CSV rows into the JSON shape: `nameEn`, `nameTh` and `name:<language>` columns make `names`. */
export function parseCatalogueCsv(text: string): unknown {
  const [header, ...rows] = parseCsvRows(text);
  if (!header) return { vendors: [], games: [] };
  const columns = header.map((name) => name.trim());
  const vendors = new Map<string, Record<string, string>>();
  const games = rows.map((cells) => {
    const record: Record<string, string> = {};
    columns.forEach((column, index) => {
      const value = (cells[index] ?? '').trim();
      if (value !== '') record[column] = value;
    });
    const names: Record<string, string> = {};
    if (record.nameEn) names.en = record.nameEn;
    if (record.nameTh) names.th = record.nameTh;
    for (const [column, value] of Object.entries(record)) {
      if (column.startsWith('name:')) names[column.slice('name:'.length)] = value;
    }
    const vendor = record.vendor ?? '';
    if (record.vendorName && !vendors.has(vendor.toUpperCase())) {
      vendors.set(vendor.toUpperCase(), {
        code: vendor,
        name: record.vendorName,
        ...(record.walletModel ? { walletModel: record.walletModel } : {}),
      });
    }
    return {
      vendor,
      gameCode: record.gameCode,
      gameType: record.gameType,
      names,
      ...pick(record, ['isHot', 'isNew', 'supportPlay', 'freeplay', 'isGame', 'parentGameCode', 'sortOrder']),
      ...pick(record, ['iconUrl', 'engine', 'enabled', 'maintenance']),
      classifications: record.classifications
        ? record.classifications
            .split(/[;|\s]+/)
            .filter(Boolean)
            .map((code) => code.toUpperCase())
        : [],
    };
  });
  return { vendors: [...vendors.values()], games };
}

function pick(record: Record<string, string>, keys: string[]): Record<string, string> {
  return Object.fromEntries(keys.flatMap((key) => (record[key] === undefined ? [] : [[key, record[key]]])));
}

/** Parses and validates a catalogue file by its name (.json or .csv); VALIDATION_FAILED names each bad row. */
export function parseCatalogueFile(fileName: string, text: string): Catalogue {
  let raw: unknown;
  try {
    raw = fileName.toLowerCase().endsWith('.csv') ? parseCatalogueCsv(text) : JSON.parse(text);
  } catch (error) {
    throw new DomainError('VALIDATION_FAILED', { fields: [{ path: '', message: String(error) }] });
  }
  const result = catalogueSchema.safeParse(raw);
  if (!result.success) {
    throw new DomainError('VALIDATION_FAILED', {
      fields: result.error.issues.slice(0, 20).map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    });
  }
  assertUniqueGames(result.data);
  return result.data;
}

/** One row per (vendor, gameCode): a file that names a game twice is refused rather than half applied. */
export function assertUniqueGames(catalogue: Catalogue) {
  const seen = new Set<string>();
  for (const entry of catalogue.games) {
    const key = `${entry.vendor}|${entry.gameCode}`;
    if (seen.has(key)) {
      throw new DomainError('VALIDATION_FAILED', {
        fields: [{ path: 'games', message: `duplicate game ${entry.vendor} ${entry.gameCode}` }],
      });
    }
    seen.add(key);
  }
}
