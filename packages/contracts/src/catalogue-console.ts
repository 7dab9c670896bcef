import { z } from 'zod';
import { gameClassificationSchema, gameTypeSchema, vendorWalletModels } from './games.js';
import { sortOrders } from './operator-console.js';
import { pageQueryShape, pageSchema } from './paging.js';

/**
 * The console's games and vendors (`/bo/vendors`, `/bo/games`, `/bo/games/imports`): a brand's vendors with their
 * switches, its games as a filtered list with inline switches, and catalogue imports run as recorded jobs.
 */

const merchantField = z.string().trim().min(1).max(64);
/** A query flag from the address: `true`/`false` (an unset filter is left out). */
const queryFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

export const vendorListQuerySchema = z.object({ merchant: merchantField });

export const consoleVendorSchema = z.object({
  code: z.string(),
  name: z.string(),
  walletModel: z.enum(vendorWalletModels),
  sortOrder: z.number(),
  enabled: z.boolean(),
  maintenance: z.boolean(),
  /** Games of the vendor in the brand's catalogue. */
  games: z.number(),
});
export type ConsoleVendor = z.infer<typeof consoleVendorSchema>;

export const vendorParamsSchema = z.object({ code: z.string().trim().min(1).max(32) });
export const vendorUpdateSchema = z.object({
  merchant: merchantField,
  enabled: z.boolean(),
  maintenance: z.boolean(),
  sortOrder: z.number().int().min(-100_000).max(100_000),
});
export type VendorUpdate = z.infer<typeof vendorUpdateSchema>;

export const consoleGameSorts = ['sortOrder', 'name', 'updatedAt'] as const;

/** The games list's filters: name or code, vendor, category, the switches; sorted by lobby order, name or change. */
export const consoleGameFilterSchema = z.object({
  merchant: merchantField,
  search: z.string().trim().min(1).max(64).optional(),
  vendor: z.string().trim().min(1).max(32).optional(),
  gameType: gameTypeSchema.optional(),
  hot: queryFlag.optional(),
  isNew: queryFlag.optional(),
  maintenance: queryFlag.optional(),
  enabled: queryFlag.optional(),
  sort: z.enum(consoleGameSorts).default('sortOrder'),
  order: z.enum(sortOrders).default('asc'),
});
export type ConsoleGameFilter = z.output<typeof consoleGameFilterSchema>;
export const consoleGameQuerySchema = consoleGameFilterSchema.extend(pageQueryShape({ defaultSize: 50, maxSize: 200 }));
export type ConsoleGameQuery = z.output<typeof consoleGameQuerySchema>;

export const consoleGameSchema = z.object({
  id: z.number(),
  vendorCode: z.string(),
  vendorName: z.string(),
  gameCode: z.string(),
  gameType: gameTypeSchema,
  names: z.record(z.string(), z.string()),
  isHot: z.boolean(),
  isNew: z.boolean(),
  sortOrder: z.number(),
  enabled: z.boolean(),
  maintenance: z.boolean(),
  classifications: z.array(gameClassificationSchema),
  iconUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type ConsoleGame = z.infer<typeof consoleGameSchema>;
export const consoleGamePageSchema = pageSchema(consoleGameSchema);

export const gameParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
/**
 * A game's icon: a vendor's http(s) address, or an image uploaded through `POST /bo/content/images`, which this
 * site serves at a content-addressed path (the only site path allowed, so an icon cannot point at a page).
 */
export const gameIconSchema = z.union([
  z.url({ protocol: /^https?$/ }).max(500),
  z.string().regex(/^\/static\/content-images\/[0-9a-f]{64}\.(png|jpg|webp)$/, { message: 'ICON_URL' }),
]);
/** What the console changes on one game; each field is optional, at least one is given. */
export const gamePatchSchema = z
  .object({
    merchant: merchantField,
    isHot: z.boolean().optional(),
    isNew: z.boolean().optional(),
    sortOrder: z.number().int().min(-100_000).max(100_000).optional(),
    enabled: z.boolean().optional(),
    maintenance: z.boolean().optional(),
    classifications: z
      .array(gameClassificationSchema)
      .max(6)
      .transform((list) => [...new Set(list)])
      .optional(),
    iconUrl: gameIconSchema.nullable().optional(),
  })
  .refine((patch) => Object.keys(patch).some((key) => key !== 'merchant'), { message: 'NOTHING_TO_CHANGE' });
export type GamePatch = z.output<typeof gamePatchSchema>;

/** A catalogue file to import: its name (.json or .csv) and text. */
export const catalogueImportStartSchema = z.object({
  merchant: merchantField,
  fileName: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/\.(json|csv)$/i, { message: 'FILE_TYPE' }),
  content: z.string().min(1).max(1_000_000),
});

export const catalogueImportStatuses = ['running', 'done', 'failed', 'interrupted'] as const;
export type CatalogueImportStatus = (typeof catalogueImportStatuses)[number];

/** A refused row: its place in the file (1 is the first game), its game code when readable, and why. */
export const catalogueRefusalSchema = z.object({
  row: z.number(),
  gameCode: z.string().nullable(),
  reason: z.string(),
});
export type CatalogueRefusal = z.infer<typeof catalogueRefusalSchema>;

/** An import's progress and report, as recorded in the database (any instance answers it). */
export const catalogueImportSchema = z.object({
  id: z.string(),
  merchant: z.string(),
  fileName: z.string(),
  operator: z.string(),
  status: z.enum(catalogueImportStatuses),
  totalRows: z.number(),
  doneRows: z.number(),
  added: z.number(),
  changed: z.number(),
  unchanged: z.number(),
  refused: z.number(),
  /** The refused rows (the first 1,000). */
  refusals: z.array(catalogueRefusalSchema),
  /** How many times an instance resumed it after its runner went away (an instance killed mid-import). */
  resumes: z.number(),
  /** Why a failed import stopped: its runners kept going away, or an error (the counts say what it did). */
  failure: z.enum(['INTERRUPTED', 'IMPORT_ERROR']).nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type CatalogueImport = z.infer<typeof catalogueImportSchema>;
export const catalogueImportParamsSchema = z.object({ id: z.uuid() });
export const catalogueImportQuerySchema = z.object({ merchant: merchantField });
