import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { createSecretToken, hashSecret } from '../../lib/secret-token.js';
import {
  findLiveSession,
  insertSession,
  revokeMemberSessions,
  revokeSessionByHash,
  touchSession,
} from './session.repository.js';

export type SessionLifetimes = { idleMinutes: number; lifetimeHours: number };

export type AuthenticatedSession = { sessionId: string; memberId: string; merchantId: string };

/** Last-seen is written at most this often, so a busy player does not turn every read into a write. */
const touchIntervalMs = 60_000;

/** Sessions: 256-bit random bearer tokens, stored hashed, with an idle time-out and an absolute lifetime. */
export function createSessionService({ db, clock }: { db: Database; clock: Clock }) {
  async function startSession(input: {
    merchantId: string;
    memberId: string;
    ip: string;
    userAgent: string | undefined;
    lifetimes: SessionLifetimes;
  }): Promise<{ token: string; sessionId: string }> {
    const token = createSecretToken();
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + input.lifetimes.lifetimeHours * 3_600_000);
    const idleExpiresAt = new Date(Math.min(expiresAt.getTime(), now.getTime() + input.lifetimes.idleMinutes * 60_000));
    const session = await insertSession(db, {
      merchantId: input.merchantId,
      memberId: input.memberId,
      tokenHash: hashSecret(token),
      createdAt: now,
      lastSeenAt: now,
      idleExpiresAt,
      expiresAt,
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 512) ?? null,
    });
    return { token, sessionId: session.id };
  }

  /** The live session of a token, extending its idle time-out; null for unknown, revoked or expired tokens. */
  async function authenticate(token: string, idleMinutes: number): Promise<AuthenticatedSession | null> {
    if (token.length < 32 || token.length > 128) return null;
    const now = clock.now();
    const session = await findLiveSession(db, hashSecret(token), now);
    if (!session) return null;
    if (now.getTime() - session.lastSeenAt.getTime() >= touchIntervalMs) {
      await touchSession(db, session.id, now, new Date(now.getTime() + idleMinutes * 60_000));
    }
    return { sessionId: session.id, memberId: session.memberId, merchantId: session.merchantId };
  }

  async function endSession(token: string) {
    await revokeSessionByHash(db, hashSecret(token), clock.now());
  }

  async function endOtherSessions(memberId: string, keepSessionId?: string) {
    await revokeMemberSessions(db, memberId, clock.now(), keepSessionId);
  }

  return { startSession, authenticate, endSession, endOtherSessions };
}

export type SessionService = ReturnType<typeof createSessionService>;
