import { createHash, randomBytes } from 'node:crypto';
import { parseMinor } from '@croupier/contracts';
import type { VendorSession } from '@croupier/contracts';
import type { WalletClient } from '@croupier/contracts/vendor-wallet-client';
import { WalletUnavailableError } from '@croupier/contracts/vendor-wallet-client';
import { eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PlayerErrorCode } from '../api/player-api.js';
import type { SportKey } from '../domain/sportsbook-model.js';
import { playerSessions } from '../store/feed.tables.js';
import type { SportsbookDatabase } from '../store/sportsbook-database.js';
import { notLoggedIn } from './player-api-error.js';

export const sessionCookieName = 'sb_session';
export const playerLanguages = ['th', 'en', 'pt-BR', 'fil'] as const;
export type PlayerLanguage = (typeof playerLanguages)[number];

export type PlayerSession = typeof playerSessions.$inferSelect;

/** The sport a lobby tile opens: the platform's game codes SB_FOOTBALL, SB_ESPORTS and SB_COCKFIGHT. */
export function sportOfLaunch(launched: Pick<VendorSession, 'gameCode' | 'vendorGameId'>): SportKey {
  const names = `${launched.gameCode} ${launched.vendorGameId}`.toUpperCase();
  if (names.includes('ESPORT')) return 'esports';
  if (names.includes('COCKFIGHT')) return 'cockfight';
  return 'football';
}

export const languageOf = (text: string | undefined): PlayerLanguage =>
  playerLanguages.find((language) => language === text) ?? 'th';

/** The wallet speaks decimal text ("1234.50"); the book keeps minor units. */
export function minorOrNull(text: string | null | undefined): bigint | null {
  if (!text) return null;
  try {
    const minor = parseMinor(text);
    return minor >= 0n ? minor : null;
  } catch {
    return null;
  }
}

const hashOf = (cookie: string) => createHash('sha256').update(cookie).digest('hex');

export function cookieValueOf(request: FastifyRequest, name = sessionCookieName): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

/**
 * Launches and sessions (decision 0060). `/play?token=` is where the platform sends the player (its launch URL for
 * HOUSE_SB): the token is checked with the platform through the signed wallet client, a session row is written,
 * and the browser gets an httpOnly cookie and the player app. Demo launches open a session too, for looking only:
 * `requireSession(request, { real: true })` refuses them (there is no play-money ledger in the book).
 */
export function createSessions(options: { database: SportsbookDatabase; wallet: WalletClient; now: () => Date }) {
  const { database, wallet, now } = options;

  async function launch(
    request: FastifyRequest<{ Querystring: { token?: unknown } }>,
    reply: FastifyReply,
  ): Promise<FastifyReply> {
    const token = typeof request.query.token === 'string' ? request.query.token : '';
    const failed = (code: PlayerErrorCode) => reply.redirect(`/app/?error=${code}`, 303);
    if (token.length < 16 || token.length > 256) return failed('NOT_LOGGED_IN');
    let answer;
    try {
      answer = await wallet.authenticate(token);
    } catch (error) {
      if (error instanceof WalletUnavailableError) return failed('WALLET_UNAVAILABLE');
      throw error;
    }
    if (!answer.ok) {
      request.log.info({ code: answer.code }, 'sportsbook launch refused by the platform');
      return failed(answer.code === 'PLAYER_BLOCKED' ? 'BET_REFUSED' : 'NOT_LOGGED_IN');
    }
    const launched = answer.value;
    if (launched.mode === 'real' && !launched.playerId) return failed('NOT_LOGGED_IN');
    const cookie = randomBytes(32).toString('base64url');
    const sport = sportOfLaunch(launched);
    const platformExpiresAt = new Date(launched.expiresAt);
    const expiresAt = Number.isNaN(platformExpiresAt.getTime())
      ? new Date(now().getTime() + 4 * 3_600_000)
      : platformExpiresAt;
    await database.db.insert(playerSessions).values({
      sessionId: hashOf(cookie),
      launchToken: token,
      playerId: launched.mode === 'real' ? launched.playerId : null,
      mode: launched.mode,
      nickname: launched.nickname,
      currency: launched.currency,
      language: languageOf(launched.language),
      brand: launched.brand,
      gameCode: launched.gameCode,
      vendorGameId: launched.vendorGameId,
      sport,
      timeZone: launched.timeZone ?? 'UTC',
      balanceMinor: minorOrNull(launched.balance),
      platformExpiresAt: expiresAt,
      expiresAt,
      createdAt: now(),
      lastSeenAt: now(),
    });
    // Old rows go on a launch, not on a timer: the table stays small without a job.
    await database.db
      .delete(playerSessions)
      .where(lt(playerSessions.expiresAt, new Date(now().getTime() - 86_400_000)));
    const secure = request.protocol === 'https';
    // Over HTTPS the app may be framed by a brand on another site: SameSite=None with a partitioned cookie (CHIPS)
    // keeps it working where third-party cookies are blocked. Plain HTTP (local) is same-site, so Lax is enough.
    const attributes = secure ? 'Secure; SameSite=None; Partitioned' : 'SameSite=Lax';
    const maxAge = Math.max(60, Math.floor((expiresAt.getTime() - now().getTime()) / 1000));
    reply.header('set-cookie', `${sessionCookieName}=${cookie}; Path=/; HttpOnly; ${attributes}; Max-Age=${maxAge}`);
    reply.header('cache-control', 'no-store');
    return reply.redirect(`/app/?sport=${sport}`, 303);
  }

  /** The caller's session, or NOT_LOGGED_IN; `real` also refuses a demo session. */
  async function requireSession(request: FastifyRequest, options: { real?: boolean } = {}): Promise<PlayerSession> {
    const session = await findSession(request);
    if (!session) throw notLoggedIn();
    if (options.real && (session.mode !== 'real' || !session.playerId)) throw notLoggedIn();
    return session;
  }

  async function findSession(request: FastifyRequest): Promise<PlayerSession | undefined> {
    const cookie = cookieValueOf(request);
    if (!cookie || cookie.length > 100) return undefined;
    const [session] = await database.db
      .select()
      .from(playerSessions)
      .where(eq(playerSessions.sessionId, hashOf(cookie)));
    if (!session || session.expiresAt <= now()) return undefined;
    return session;
  }

  return { launch, requireSession, findSession };
}

export type Sessions = ReturnType<typeof createSessions>;
