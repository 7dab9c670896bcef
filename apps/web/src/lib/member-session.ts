import { useSyncExternalStore } from 'react';
import { readStorage, removeStorage, writeStorage } from './browser-storage';
import type { StorageArea } from './browser-storage';
import { sessionKeys, storageKeys } from './storage-keys';

/** What the web knows about the signed-in player; the server stays the authority on every call. */
export type MemberSession = {
  token: string;
  /** The numeric account type (spec §4); null until the login answer or member info tells it. */
  type: number | null;
  isAgent: boolean;
  isTrial: boolean;
  account: string;
  nickname: string;
  /** What the player typed to log in (a mobile number for an SMS login). */
  username: string;
  customerId: string;
  /** True while the session lives in localStorage ("remember me"), false in sessionStorage. */
  remember: boolean;
  /** The server forces a password change before anything else; memory only, member info restores it. */
  mustChangePassword: boolean;
};

export type SessionStart = Pick<MemberSession, 'token'> &
  Partial<Omit<MemberSession, 'token' | 'mustChangePassword' | 'remember'>> & {
    remember?: boolean;
    mustChangePassword?: boolean;
  };

/** Spec §9 keeps a remembered sign-in for one day. */
export const rememberedSessionMs = 24 * 60 * 60 * 1000;

const storedFields = ['nickname', 'account', 'username', 'customerId'] as const;

function readArea(area: StorageArea): MemberSession | null {
  const token = readStorage(sessionKeys.token, area);
  if (!token) return null;
  const type = Number.parseInt(readStorage(sessionKeys.accountType, area) ?? '', 10);
  return {
    token,
    type: Number.isNaN(type) ? null : type,
    isAgent: readStorage(sessionKeys.isAgent, area) === 'true',
    isTrial: readStorage(sessionKeys.isTrial, area) === 'true',
    account: readStorage(sessionKeys.account, area) ?? '',
    nickname: readStorage(sessionKeys.nickname, area) ?? '',
    username: readStorage(sessionKeys.username, area) ?? '',
    customerId: readStorage(sessionKeys.customerId, area) ?? '',
    remember: area === 'local',
    mustChangePassword: false,
  };
}

function clearArea(area: StorageArea): void {
  for (const key of Object.values(sessionKeys)) removeStorage(key, area);
  if (area === 'local') removeStorage(storageKeys.sessionExpiresAt, 'local');
}

function writeArea(session: MemberSession, area: StorageArea): void {
  writeStorage(sessionKeys.token, session.token, area);
  for (const field of storedFields) writeStorage(sessionKeys[field], session[field], area);
  writeStorage(sessionKeys.isAgent, String(session.isAgent), area);
  writeStorage(sessionKeys.isTrial, String(session.isTrial), area);
  if (session.type === null) removeStorage(sessionKeys.accountType, area);
  else writeStorage(sessionKeys.accountType, String(session.type), area);
}

/** The session kept in this tab, else a remembered one that is less than a day old (an older one is removed). */
export function readStoredSession(now: number = Date.now()): MemberSession | null {
  const tab = readArea('session');
  if (tab) return tab;
  const remembered = readArea('local');
  if (!remembered) return null;
  const expiresAt = Number(readStorage(storageKeys.sessionExpiresAt, 'local'));
  if (!Number.isFinite(expiresAt) || expiresAt <= now) {
    clearArea('local');
    return null;
  }
  return remembered;
}

/** Keeps the session in sessionStorage, or for a day in localStorage when the player asked to be remembered. */
export function storeSession(session: MemberSession, now: number = Date.now()): void {
  const area: StorageArea = session.remember ? 'local' : 'session';
  clearArea(session.remember ? 'session' : 'local');
  writeArea(session, area);
  if (session.remember && readStorage(storageKeys.sessionExpiresAt, 'local') === null) {
    writeStorage(storageKeys.sessionExpiresAt, String(now + rememberedSessionMs), 'local');
  }
}

export function clearStoredSession(): void {
  clearArea('session');
  clearArea('local');
}

export function readRememberedUsername(): string {
  return readStorage(storageKeys.rememberedUsername) ?? '';
}

/** Remembers the username for the next login (the password never: a deliberate change from the original). */
export function storeRememberedUsername(username: string | null): void {
  if (username) writeStorage(storageKeys.rememberedUsername, username);
  else removeStorage(storageKeys.rememberedUsername);
}

// The live session of this tab: one module-level store, because the API client (outside React) needs the token too.
let current: MemberSession | null | undefined;
let knownPassword: string | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function getMemberSession(): MemberSession | null {
  if (current === undefined) current = readStoredSession();
  return current;
}

export function getSessionToken(): string | null {
  return getMemberSession()?.token ?? null;
}

export function startMemberSession(start: SessionStart): MemberSession {
  const session: MemberSession = {
    type: null,
    isAgent: false,
    isTrial: false,
    account: '',
    nickname: '',
    username: '',
    customerId: '',
    ...start,
    remember: start.remember ?? false,
    mustChangePassword: start.mustChangePassword ?? false,
  };
  // A new sign-in starts its own day, not the one of an earlier remembered session.
  removeStorage(storageKeys.sessionExpiresAt, 'local');
  storeSession(session);
  current = session;
  knownPassword = null;
  emit();
  return session;
}

/** Merges what member info or the server said into the session; ignored once the session has ended. */
export function updateMemberSession(change: Partial<Omit<MemberSession, 'token' | 'remember'>>): void {
  const session = getMemberSession();
  if (!session) return;
  const next = { ...session, ...change };
  if (Object.entries(change).every(([key, value]) => session[key as keyof MemberSession] === value)) return;
  current = next;
  storeSession(next);
  emit();
}

/** Why the server ended the session, when the player should be told (a session limit, a time-out elsewhere). */
let endNotice: string | null = null;

export function endMemberSession(notice: string | null = null): void {
  clearStoredSession();
  knownPassword = null;
  if (current === null) return;
  current = null;
  endNotice = notice;
  emit();
}

export function getSessionEndNotice(): string | null {
  return endNotice;
}

export function dismissSessionEndNotice(): void {
  if (endNotice === null) return;
  endNotice = null;
  emit();
}

/** The server's explanation of the last session end, until the player dismisses it. */
export function useSessionEndNotice(): string | null {
  return useSyncExternalStore(subscribeMemberSession, getSessionEndNotice);
}

/**
 * Right after a password login the player's password is known, so a forced change need not ask for it again
 * (spec §5). It stays in this module's memory only, and only until the change or the end of the session.
 */
export function setKnownPassword(password: string | null): void {
  knownPassword = password;
}

export function getKnownPassword(): string | null {
  return knownPassword;
}

export function subscribeMemberSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The live session; components re-render when it starts, changes or ends. */
export function useMemberSession(): MemberSession | null {
  return useSyncExternalStore(subscribeMemberSession, getMemberSession);
}

/**
 * Spec §2: the token may arrive in the URL query. It is taken into this tab's session and removed from the address
 * bar at once, so it does not linger in the history, in bookmarks or in a shared link.
 */
export function adoptTokenFromAddress(
  location: Location = window.location,
  history: History = window.history,
): boolean {
  const url = new URL(location.href);
  const token = url.searchParams.get('token')?.trim();
  if (!url.searchParams.has('token')) return false;
  url.searchParams.delete('token');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (!token) return false;
  if (getMemberSession()?.token !== token) startMemberSession({ token });
  return true;
}

/** Forgets the in-memory session so the next read comes from storage again; for tests. */
export function resetMemberSessionForTests(): void {
  current = undefined;
  knownPassword = null;
  endNotice = null;
  listeners.clear();
}
