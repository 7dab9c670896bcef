import { z } from 'zod';
import { debtSummarySchema } from './debts.js';
import { depositStatuses } from './deposit.js';
import { gameTypes } from './games.js';
import { pageQueryShape, pageSchema } from './paging.js';
import { withdrawalStatuses } from './withdrawal.js';

/**
 * The console's players screens (`/bo/players*`): search one brand's players, read a player's profile and records,
 * and the support actions on an account (decision 0029).
 */

/**
 * What the search box searches. Each kind is a prefix or exact match that an index answers at a million players:
 * name (username or payee name, prefix), mobile (prefix of the number without its dialing code), id (the member
 * number, exact), bank account (number, exact), ip (registration or any login address, exact).
 */
export const playerSearchKinds = ['name', 'mobile', 'id', 'bankAccount', 'ip'] as const;
export type PlayerSearchKind = (typeof playerSearchKinds)[number];

export const playerStatuses = ['active', 'blocked'] as const;
export type PlayerStatus = (typeof playerStatuses)[number];

export const playerSorts = ['registered', 'lastLogin', 'username'] as const;

const instantSchema = z.iso.datetime({ offset: true });

/** The list's filters: the brand, one search, status, registration time range and sort. */
export const playerFilterSchema = z.object({
  merchant: z.string().trim().min(1).max(64),
  searchBy: z.enum(playerSearchKinds).default('name'),
  q: z.string().trim().min(1).max(64).optional(),
  status: z.enum(playerStatuses).optional(),
  from: instantSchema.optional(),
  to: instantSchema.optional(),
  sort: z.enum(playerSorts).default('registered'),
  order: z.enum(['desc', 'asc']).default('desc'),
});
export type PlayerFilter = z.infer<typeof playerFilterSchema>;
export const playerQuerySchema = playerFilterSchema.extend(pageQueryShape({ defaultSize: 50, maxSize: 200 }));
export type PlayerQuery = z.infer<typeof playerQuerySchema>;

export const playerRowSchema = z.object({
  memberNumber: z.number(),
  username: z.string(),
  nickname: z.string(),
  payeeName: z.string().nullable(),
  mobile: z.string().nullable(),
  type: z.number(),
  status: z.enum(playerStatuses),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  mainBalance: z.string(),
});
export type PlayerRow = z.infer<typeof playerRowSchema>;
export const playerPageSchema = pageSchema(playerRowSchema);

export const playerLoginSchema = z.object({
  at: z.string(),
  ip: z.string().nullable(),
  /** ISO country code from the platform's address table; null when unknown or private. */
  country: z.string().nullable(),
  device: z.string(),
  lastSeenAt: z.string(),
  /** Still open (not revoked, not expired). */
  live: z.boolean(),
});

export const playerDeviceSchema = z.object({ device: z.string(), logins: z.number(), lastAt: z.string() });

export const playerWalletSchema = z.object({
  /** `main`, or a transfer-model vendor's wallet. */
  kind: z.enum(['main', 'vendor']),
  vendorCode: z.string().nullable(),
  name: z.string(),
  balance: z.string(),
});

export const playerProfileSchema = z.object({
  merchant: z.string(),
  currency: z.string(),
  memberNumber: z.number(),
  username: z.string(),
  nickname: z.string(),
  type: z.number(),
  status: z.enum(playerStatuses),
  blockedAt: z.string().nullable(),
  payeeName: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  language: z.string().nullable(),
  upline: z.string().nullable(),
  registeredAt: z.string(),
  registrationIp: z.string().nullable(),
  registrationCountry: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  mustChangePassword: z.boolean(),
  twoFactorEnabled: z.boolean(),
  /** Seconds the login stays locked after wrong passwords; 0 when it is not locked. */
  loginLockedForSeconds: z.number(),
  wallets: z.array(playerWalletSchema),
  /** What vendor adjustments left the player owing (decision 0056); withdrawals wait while it is not 0. */
  debt: debtSummarySchema,
  logins: z.array(playerLoginSchema),
  devices: z.array(playerDeviceSchema),
});
export type PlayerProfile = z.infer<typeof playerProfileSchema>;

/** The player a call names: brand code and username. */
export const playerParamsSchema = z.object({
  merchant: z.string().trim().min(1).max(64),
  username: z.string().trim().min(1).max(64),
});

/** A sub-list's paging and optional day range (brand-local days, as the player's own records take them). */
const dayText = z.iso.date();
export const playerRecordQuerySchema = z.object({
  ...pageQueryShape({ defaultSize: 20, maxSize: 100 }),
  startDate: dayText.optional(),
  endDate: dayText.optional(),
});
export type PlayerRecordQuery = z.infer<typeof playerRecordQuerySchema>;
export const playerRoundQuerySchema = playerRecordQuerySchema.extend({ gameType: z.enum(gameTypes).optional() });
export type PlayerRoundQuery = z.infer<typeof playerRoundQuerySchema>;

export const playerLedgerRowSchema = z.object({
  id: z.string(),
  at: z.string(),
  type: z.string(),
  reference: z.string(),
  description: z.string(),
  wallet: z.string(),
  amount: z.string(),
  balanceAfter: z.string().nullable(),
});
export const playerLedgerPageSchema = pageSchema(playerLedgerRowSchema);

export const playerRoundRowSchema = z.object({
  id: z.string(),
  kind: z.enum(['round', 'lottery']),
  at: z.string(),
  reference: z.string(),
  draw: z.string().nullable(),
  gameName: z.string(),
  vendor: z.string(),
  stake: z.string(),
  win: z.string(),
  status: z.string(),
});
export const playerRoundPageSchema = pageSchema(playerRoundRowSchema);

export const playerDepositRowSchema = z.object({
  id: z.string(),
  at: z.string(),
  channel: z.string(),
  amount: z.string(),
  status: z.enum(depositStatuses),
  reference: z.string(),
  decidedBy: z.string().nullable(),
});
export const playerDepositPageSchema = pageSchema(playerDepositRowSchema);

export const playerWithdrawalRowSchema = z.object({
  id: z.string(),
  at: z.string(),
  bank: z.string(),
  accountNumber: z.string(),
  amount: z.string(),
  status: z.enum(withdrawalStatuses),
  reviewedBy: z.string().nullable(),
});
export const playerWithdrawalPageSchema = pageSchema(playerWithdrawalRowSchema);

export const playerNoteSchema = z.object({ id: z.string(), operator: z.string(), body: z.string(), at: z.string() });
export const playerNotePageSchema = pageSchema(playerNoteSchema);
export const playerNoteBodySchema = z.object({ body: z.string().trim().min(1).max(2000) });

/** Every support action says why; the reason goes to the audit log. */
export const playerActionBodySchema = z.object({ reason: z.string().trim().min(3).max(500) });
export type PlayerActionBody = z.infer<typeof playerActionBodySchema>;

/** A password reset answers the temporary password once; the player must change it at their next login. */
export const playerPasswordResetSchema = z.object({ temporaryPassword: z.string() });
