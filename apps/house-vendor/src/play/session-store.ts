import { randomBytes } from 'node:crypto';
import type { PlayMode, VendorLanguage } from './play-contract.js';

/** Where a real-money session's money is: the platform's wallet, or the vendor's held wallet (transfer mode). */
export type SessionWalletModel = 'seamless' | 'transfer';

/** One open game page: who plays, with what money, and (demo) the play-money balance kept here. */
export type PlaySession = {
  id: string;
  mode: PlayMode;
  walletModel: SessionWalletModel;
  /** The launch token; the platform wants it with every money request of this player. */
  token: string;
  playerId: string | null;
  currency: string;
  language: VendorLanguage;
  gameName: string;
  vendorGameId: string;
  /** The brand's IANA time zone: the page shows round times in it. */
  timeZone: string;
  /** Real money: the last balance the platform answered. Demo: the play money itself, in minor units. */
  balanceMinor: number;
  lastSeenAt: number;
  /** The brand offers buying a slot's feature to this launch (the platform's FEATUREBUY3 switch). */
  featureBuy?: boolean;
  /** How this brand's Pok Deng tables choose a player banker (the platform's POKDENGBID3 switch); absent: fixed. */
  pokDengBanker?: 'fixed' | 'bidding';
  /** The brand's progressive jackpot for this launch: each paid spin triggers it 1 in `oneIn` (decision 0087). */
  jackpot?: { oneIn: number } | null;
  /**
   * What other players see of this one at a shared table: a masked form of the nickname (the platform's nickname is
   * the login unless the player chose another, and the vendor cannot tell which), or null (a seat number instead).
   */
  displayName?: string | null;
  /** The time the last paid spin started, so a page cannot spin faster than the reels turn. */
  lastSpinAt: number;
};

/** Play money a demo page starts with. */
export const demoBalanceMinor = 1_000_000;

const idleLimitMs = 4 * 60 * 60 * 1000;
const maxSessions = 50_000;

/**
 * Sessions live in memory: a restart asks the page to reload, and the money itself is elsewhere (the platform's
 * wallet, or the held wallet's journal).
 */
export function createSessionStore(now: () => number = Date.now) {
  const sessions = new Map<string, PlaySession>();
  function sweep() {
    const oldest = now() - idleLimitMs;
    for (const [id, session] of sessions) if (session.lastSeenAt < oldest) sessions.delete(id);
  }
  return {
    open(input: Omit<PlaySession, 'id' | 'lastSeenAt' | 'lastSpinAt'>): PlaySession {
      if (sessions.size >= maxSessions) sweep();
      const session: PlaySession = {
        ...input,
        id: randomBytes(24).toString('base64url'),
        lastSeenAt: now(),
        lastSpinAt: 0,
      };
      sessions.set(session.id, session);
      return session;
    },
    find(id: string): PlaySession | undefined {
      const session = sessions.get(id);
      if (!session) return undefined;
      if (session.lastSeenAt < now() - idleLimitMs) {
        sessions.delete(id);
        return undefined;
      }
      session.lastSeenAt = now();
      return session;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
