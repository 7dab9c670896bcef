import { createHash, randomBytes } from 'node:crypto';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { z } from 'zod';
import {
  adjustRequestSchema,
  authenticateRequestSchema,
  balanceRequestSchema,
  betRequestSchema,
  betWinRequestSchema,
  closeRoundRequestSchema,
  formatMinor,
  isSwitchEnabled,
  parseMinor,
  rollbackRequestSchema,
  voidRoundRequestSchema,
  winRequestSchema,
} from '@croupier/contracts';
import { isFreshTimestamp, verifyRequestSignature } from '@croupier/contracts/signing';
import type { VendorSession } from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import { createSecretToken, hashSecret } from '../../lib/secret-token.js';
import { createTtlCache } from '../../lib/ttl-cache.js';
import { createGroupCommit } from '../../lib/group-commit.js';
import {
  callSeamlessAdjust,
  callSeamlessPost,
  callSeamlessPostBatch,
  findSession,
  insertSession,
  listVendors,
  logRequest,
  settleOpenRound,
  upsertVendor,
} from './seamless.repository.js';
import type { PostInput, PostRow, SeamlessVendorRow } from './seamless.repository.js';

/** Each code the wallet API can answer, with its HTTP status and English message (vendors read English). */
export type AnswerCodes = Record<string, { status: number; message: string }>;

export type SignedRequest = {
  vendorCode: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
  body: string;
  sourceAddress: string;
};

type KnownVendor = SeamlessVendorRow & {
  sources: BlockList;
  /** Answers of `sources` per caller address: a vendor calls from a few addresses, and a check parses each time. */
  checkedSources: Map<string, boolean>;
};

export type MoneyOperation = 'bet' | 'win' | 'bet_win' | 'rollback' | 'void';

export type MoneyAnswer = {
  status: number;
  /** The exact text to send; a replay sends the text stored with the first answer. */
  body: string;
  memberId: string | null;
  merchantId: string | null;
  /** The player's balance after the request, when this request read it. */
  balance: string | null;
  currency: string | null;
};

const standInSecret = randomBytes(32).toString('hex');

function sourceList(sources: readonly string[]): BlockList {
  const list = new BlockList();
  for (const source of sources) {
    const [address = '', prefix] = source.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (!isIPv4(address) && !isIPv6(address)) continue;
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

function matches(list: BlockList, address: string): boolean {
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIPv4(plain)) return list.check(plain, 'ipv4');
  return isIPv6(plain) && list.check(plain, 'ipv6');
}

/** Bounds the remembered answers per vendor (callers spoofing many addresses only empty it). */
const maxCheckedSources = 1024;

/**
 * Whether the vendor's allowed sources include `address`. The answers live on the vendor object, which the vendor
 * cache replaces whenever the sources may have changed, so a remembered answer is never older than its list.
 */
function allows(vendor: KnownVendor, address: string): boolean {
  let allowed = vendor.checkedSources.get(address);
  if (allowed === undefined) {
    allowed = matches(vendor.sources, address);
    if (vendor.checkedSources.size >= maxCheckedSources) vendor.checkedSources.clear();
    vendor.checkedSources.set(address, allowed);
  }
  return allowed;
}

function hashContent(parts: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/**
 * The body as received, kept for audit, with the launch token's value replaced: the token is a secret, stored only
 * hashed (the session); the rest of the request, byte for byte, is what a dispute needs.
 */
function withoutToken(body: string, token: string): string {
  return token.length === 0 ? body : body.split(JSON.stringify(token)).join('"[redacted]"');
}

/** Amounts on the wire have at most the currency's decimals (two for every currency we run). */
const minorOf = (text: string) => parseMinor(text);

function parseBody<Schema extends z.ZodType>(schema: Schema, body: string): z.output<Schema> {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new DomainError('VALIDATION_FAILED', { fields: [{ path: '', message: 'INVALID_JSON' }] });
  }
  const result = schema.safeParse(json);
  if (!result.success)
    throw new DomainError('VALIDATION_FAILED', {
      fields: result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    });
  return result.data;
}

type MoneyRequest = {
  token: string;
  playerId: string;
  transactionId: string;
  roundId: string;
  currency: string | null;
  betMinor: bigint;
  /** The part of the stake the vendor reports as covered by opposite bets in the round (no valid bet). */
  hedgedMinor: bigint;
  winMinor: bigint;
  referenceTransactionId: string | null;
  closeRound: boolean;
  voidReason: string | null;
  /** What makes two deliveries of one id "the same request", after the operation, the player and the round. */
  content: unknown[];
};

/**
 * A hedged part is part of what makes two deliveries the same request; none adds nothing, so the requests of
 * vendors that never send it keep the hash they always had (a retry across the upgrade is still a replay).
 */
const hedgedContent = (hedgedMinor: bigint) => (hedgedMinor > 0n ? [`hedged:${hedgedMinor.toString()}`] : []);

/** Parses one money request into the one shape the database call takes. */
function readMoneyRequest(operation: MoneyOperation, body: string): MoneyRequest {
  const none = {
    betMinor: 0n,
    hedgedMinor: 0n,
    winMinor: 0n,
    referenceTransactionId: null,
    closeRound: true,
    voidReason: null,
  };
  switch (operation) {
    case 'bet': {
      const request = parseBody(betRequestSchema, body);
      const betMinor = minorOf(request.amount);
      const hedgedMinor = request.hedged === undefined ? 0n : minorOf(request.hedged);
      return {
        ...request,
        ...none,
        betMinor,
        hedgedMinor,
        content: [request.currency, betMinor.toString(), ...hedgedContent(hedgedMinor)],
      };
    }
    case 'win': {
      const request = parseBody(winRequestSchema, body);
      const winMinor = minorOf(request.amount);
      return {
        ...request,
        ...none,
        winMinor,
        referenceTransactionId: request.betTransactionId ?? null,
        closeRound: request.closeRound,
        content: [request.currency, winMinor.toString(), request.closeRound],
      };
    }
    case 'bet_win': {
      const request = parseBody(betWinRequestSchema, body);
      const betMinor = minorOf(request.bet);
      const winMinor = minorOf(request.win);
      const hedgedMinor = request.hedged === undefined ? 0n : minorOf(request.hedged);
      return {
        ...request,
        ...none,
        betMinor,
        hedgedMinor,
        winMinor,
        content: [request.currency, betMinor.toString(), winMinor.toString(), ...hedgedContent(hedgedMinor)],
      };
    }
    case 'rollback': {
      const request = parseBody(rollbackRequestSchema, body);
      return {
        ...request,
        ...none,
        currency: null,
        referenceTransactionId: request.referenceTransactionId,
        content: [request.referenceTransactionId],
      };
    }
    case 'void': {
      const request = parseBody(voidRoundRequestSchema, body);
      return { ...request, ...none, currency: null, voidReason: request.reason, content: [request.reason] };
    }
  }
}

/** How money requests share database calls (group commit, docs/decisions/0023). */
export type GroupCommitSettings = { maxBatchSize: number; maxCallsInFlight: number };

/**
 * The seamless wallet: vendors authenticate a launch, read the balance, and move money with signed, exactly-once
 * requests. Money requests are one database call each (`seamless_post`), or, under load, several in one call and
 * one commit (`seamless_post_batch`).
 */
export function createSeamlessService(dependencies: {
  db: Database;
  clock: Clock;
  codes: AnswerCodes;
  groupCommit?: GroupCommitSettings;
  /** Told when a batch failed as a whole and its requests were run one by one. */
  onBatchFailed?: (error: unknown, size: number) => void;
}) {
  const { db, clock } = dependencies;
  const codes = JSON.stringify(dependencies.codes);
  const moneyCalls = createGroupCommit<PostInput, PostRow>({
    runBatch: (inputs) => callSeamlessPostBatch(db, inputs, codes),
    runOne: (input) => callSeamlessPost(db, input, codes),
    maxBatchSize: dependencies.groupCommit?.maxBatchSize ?? 1,
    maxCallsInFlight: dependencies.groupCommit?.maxCallsInFlight ?? Number.MAX_SAFE_INTEGER,
    onBatchFailed: dependencies.onBatchFailed,
  });
  const vendorCache = createTtlCache<Map<string, KnownVendor>>({ clock, ttlMs: 5_000 });
  const vendors = () =>
    vendorCache.get(
      'all',
      async () =>
        new Map(
          (await listVendors(db)).map((row) => [
            row.code,
            { ...row, sources: sourceList(row.allowedSources), checkedSources: new Map<string, boolean>() },
          ]),
        ),
    );

  /** Checks signature, freshness and source; answers the vendor. Every refusal looks the same to the caller. */
  async function verify(request: SignedRequest): Promise<KnownVendor> {
    const vendor = request.vendorCode ? (await vendors()).get(request.vendorCode) : undefined;
    const signed = verifyRequestSignature({
      secret: vendor?.secret ?? standInSecret,
      timestamp: request.timestamp ?? '',
      body: request.body,
      signature: request.signature ?? '',
    });
    if (!signed || !vendor || !vendor.enabled) throw new DomainError('SIGNATURE_INVALID');
    if (!isFreshTimestamp(request.timestamp, clock.now().getTime())) throw new DomainError('TIMESTAMP_STALE');
    if (!allows(vendor, request.sourceAddress)) throw new DomainError('FORBIDDEN');
    return vendor;
  }

  async function sessionOf(vendor: KnownVendor, token: string) {
    return findSession(db, vendor.id, hashSecret(token));
  }

  /**
   * The real-money launch behind a token, for a money move of the platform's own (a jackpot's payout, decision
   * 0087): the player, the brand and the wallet. Null for an unknown token, a demo launch or another player.
   */
  async function launchOf(vendor: KnownVendor, input: { token: string; playerId: string }) {
    const session = await sessionOf(vendor, input.token);
    if (!session || session.mode !== 'real' || !session.member_id || session.member_id !== input.playerId) return null;
    if (!session.wallet_account_id) return null;
    return {
      memberId: session.member_id,
      merchantId: session.merchant_id,
      currency: session.currency,
      currencyScale: session.currency_scale,
      gameId: Number(session.game_id ?? 0),
      gameCode: session.game_code,
      gameName: session.game_name,
      walletAccountId: session.wallet_account_id,
    };
  }

  /** Trades a launch token for the player (GET-like; refused once the session has expired). */
  async function authenticate(vendor: KnownVendor, body: string): Promise<VendorSession> {
    const { token } = parseBody(authenticateRequestSchema, body);
    const session = await sessionOf(vendor, token);
    const expired = session && new Date(session.expires_at).getTime() <= clock.now().getTime();
    const requestBody = withoutToken(body, token);
    await logRequest(db, { vendorId: vendor.id, operation: 'authenticate', requestBody, httpStatus: 200 });
    if (!session || expired) throw new DomainError('SESSION_NOT_FOUND');
    if (session.blocked) throw new DomainError('PLAYER_BLOCKED');
    // A transfer-model vendor plays on the money moved to it: the main wallet is none of its business.
    const transfer = vendor.walletModel === 'transfer';
    return {
      playerId: session.member_id,
      mode: session.mode,
      nickname: session.nickname,
      currency: session.currency,
      balance:
        session.balance_minor === null || transfer
          ? null
          : formatMinor(BigInt(session.balance_minor), session.currency_scale),
      language: session.language,
      brand: session.merchant_code,
      gameCode: session.game_code,
      vendorGameId: session.vendor_game_id,
      gameName: session.game_name,
      expiresAt: new Date(session.expires_at).toISOString(),
      timeZone: session.time_zone,
      walletModel: vendor.walletModel,
      featureBuy: isSwitchEnabled(session.whitelabel, 'FEATUREBUY3'),
      pokDengBanker: isSwitchEnabled(session.whitelabel, 'POKDENGBID3') ? ('bidding' as const) : ('fixed' as const),
    };
  }

  /** The player's balance; answered for ended sessions too (a vendor settling late still needs it). */
  async function balance(vendor: KnownVendor, body: string) {
    const input = parseBody(balanceRequestSchema, body);
    if (vendor.walletModel === 'transfer') throw new DomainError('FORBIDDEN');
    const session = await sessionOf(vendor, input.token);
    const requestBody = withoutToken(body, input.token);
    await logRequest(db, { vendorId: vendor.id, operation: 'balance', requestBody, httpStatus: 200 });
    if (!session || session.mode !== 'real' || session.member_id !== input.playerId || session.balance_minor === null)
      throw new DomainError('SESSION_NOT_FOUND');
    return {
      balance: formatMinor(BigInt(session.balance_minor), session.currency_scale),
      currency: session.currency,
    };
  }

  /** The launch's player's balance now, as the vendor is told it (after a move of the platform's own). */
  async function balanceOf(vendor: KnownVendor, input: { token: string }) {
    const session = await sessionOf(vendor, input.token);
    return formatMinor(BigInt(session?.balance_minor ?? 0), session?.currency_scale ?? 2);
  }

  /** Bet, win, bet-and-win, rollback or void, exactly once per (vendor, transaction id). */
  async function post(vendor: KnownVendor, operation: MoneyOperation, body: string): Promise<MoneyAnswer> {
    // A transfer-model vendor settles on the money it holds; only the transfer wallet API moves platform money.
    if (vendor.walletModel === 'transfer') throw new DomainError('FORBIDDEN');
    const request = readMoneyRequest(operation, body);
    const input: PostInput = {
      vendorId: vendor.id,
      vendorCode: vendor.code,
      kind: operation,
      requestBody: withoutToken(body, request.token),
      transactionId: request.transactionId,
      tokenHash: hashSecret(request.token),
      playerId: request.playerId,
      roundId: request.roundId,
      currency: request.currency,
      betMinor: request.betMinor,
      hedgedMinor: request.hedgedMinor,
      winMinor: request.winMinor,
      referenceTransactionId: request.referenceTransactionId,
      closeRound: request.closeRound,
      voidReason: request.voidReason,
      maxWinMinor: vendor.maxWinMinor,
      maxRoundWinMinor: vendor.maxRoundWinMinor,
      requestHash: hashContent([operation, request.playerId, request.roundId, ...request.content]),
    };
    const row = await moneyCalls.submit(input);
    return {
      status: row.http_status,
      body: row.answer,
      memberId: row.member_id,
      merchantId: row.merchant_id,
      balance:
        row.balance_minor === null || row.currency_scale === null
          ? null
          : formatMinor(BigInt(row.balance_minor), row.currency_scale),
      currency: row.currency,
    };
  }

  /**
   * A vendor adjustment (decision 0056): exactly once per (vendor, transaction id), answered with the stored text.
   * Rare next to bets, so it is one call of its own, outside the bets' group commit.
   */
  async function adjust(vendor: KnownVendor, body: string): Promise<MoneyAnswer> {
    if (vendor.walletModel === 'transfer') throw new DomainError('FORBIDDEN');
    const request = parseBody(adjustRequestSchema, body);
    const negative = request.amount.startsWith('-');
    const magnitude = minorOf(negative ? request.amount.slice(1) : request.amount);
    const amountMinor = negative ? -magnitude : magnitude;
    const row = await callSeamlessAdjust(
      db,
      {
        vendorId: vendor.id,
        vendorCode: vendor.code,
        transactionId: request.transactionId,
        requestHash: hashContent([
          'adjust',
          request.playerId,
          request.roundId,
          request.currency,
          amountMinor.toString(),
          request.reason,
          request.referenceTransactionId,
        ]),
        requestBody: withoutToken(body, request.token),
        tokenHash: hashSecret(request.token),
        playerId: request.playerId,
        roundId: request.roundId,
        currency: request.currency,
        amountMinor,
        reason: request.reason,
        referenceTransactionId: request.referenceTransactionId,
        maxWinMinor: vendor.maxWinMinor,
        maxRoundWinMinor: vendor.maxRoundWinMinor,
      },
      codes,
    );
    return {
      status: row.http_status,
      body: row.answer,
      memberId: row.member_id,
      merchantId: row.merchant_id,
      balance:
        row.balance_minor === null || row.currency_scale === null
          ? null
          : formatMinor(BigInt(row.balance_minor), row.currency_scale),
      currency: row.currency,
    };
  }

  async function closeRound(vendor: KnownVendor, body: string) {
    const request = parseBody(closeRoundRequestSchema, body);
    const session = await sessionOf(vendor, request.token);
    const requestBody = withoutToken(body, request.token);
    await logRequest(db, { vendorId: vendor.id, operation: 'close-round', requestBody, httpStatus: 200 });
    if (!session || session.mode !== 'real' || session.member_id !== request.playerId || !session.member_id)
      throw new DomainError('SESSION_NOT_FOUND');
    const settled = await settleOpenRound(db, {
      merchantId: session.merchant_id,
      memberId: session.member_id,
      vendorCode: vendor.code,
      roundId: request.roundId,
    });
    return { roundId: request.roundId, settled };
  }

  /**
   * Opens a launch: a 256-bit token (stored hashed) the vendor trades for the player, and the URL of the game.
   * Bets are taken until `expiresAt`; wins and rollbacks after it too.
   */
  async function openSession(input: {
    vendorCode: string;
    merchantId: string;
    memberId: string | null;
    mode: 'real' | 'demo';
    gameId: number;
    gameCode: string;
    vendorGameId: string;
    gameName: string;
    currency: string;
    currencyScale: number;
    language: string;
    walletAccountId: string | null;
    vendorAccountId: string | null;
    lifetimeMs: number;
  }): Promise<{ url: string; token: string }> {
    const vendor = (await vendors()).get(input.vendorCode);
    if (!vendor || !vendor.enabled) throw new DomainError('GAME_MAINTENANCE', { reason: 'VENDOR_UNAVAILABLE' });
    const token = createSecretToken();
    await insertSession(db, {
      tokenHash: hashSecret(token),
      vendorId: vendor.id,
      merchantId: input.merchantId,
      memberId: input.memberId,
      mode: input.mode,
      gameId: input.gameId,
      gameCode: input.gameCode,
      vendorGameId: input.vendorGameId,
      gameName: input.gameName,
      currency: input.currency,
      currencyScale: input.currencyScale,
      language: input.language,
      walletAccountId: input.walletAccountId,
      vendorAccountId: input.vendorAccountId,
      expiresAt: new Date(clock.now().getTime() + input.lifetimeMs),
    });
    const url = new URL(vendor.launchUrl);
    url.searchParams.set('token', token);
    url.searchParams.set('game', input.vendorGameId);
    url.searchParams.set('lang', input.language);
    return { url: url.toString(), token };
  }

  async function saveVendor(row: Parameters<typeof upsertVendor>[1]) {
    await upsertVendor(db, row);
    vendorCache.clear();
  }

  return {
    verify,
    authenticate,
    balance,
    post,
    adjust,
    closeRound,
    launchOf,
    balanceOf,
    openSession,
    saveVendor,
    forgetVendors: vendorCache.clear,
  };
}

export type SeamlessService = ReturnType<typeof createSeamlessService>;
export type { KnownVendor };
