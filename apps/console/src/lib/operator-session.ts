import { useSyncExternalStore } from 'react';

/**
 * The console's bearer token lives in memory and in sessionStorage (decision 0025): it survives a reload of the
 * tab, dies with the tab, is never shared with other tabs, and never sits in localStorage. Script injection is
 * what could read it; the console's strict CSP (no inline or foreign script) is the guard against that.
 */
const storageKey = 'croupier.console.token';

/** Why the last session ended, for the login page to say: the server no longer knew it, or the operator ended all. */
export type SessionEnd = 'expired' | 'signed-out-everywhere';
export type SessionState = { token: string | null; endedBecause: SessionEnd | null };

function readStoredToken(): string | null {
  try {
    return sessionStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

let state: SessionState = { token: readStoredToken(), endedBecause: null };
const listeners = new Set<() => void>();

function update(next: SessionState) {
  state = next;
  try {
    if (next.token) sessionStorage.setItem(storageKey, next.token);
    else sessionStorage.removeItem(storageKey);
  } catch {
    // Storage refused (private mode): the session still lives in memory until the tab closes.
  }
  for (const listener of listeners) listener();
}

export function getSessionToken(): string | null {
  return state.token;
}

export function startSession(token: string) {
  update({ token, endedBecause: null });
}

/** Forgets the token, with the reason the login page shows (none after a plain logout). */
export function endSession(reason: SessionEnd | null = null) {
  update({ token: null, endedBecause: reason });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionState(): SessionState {
  return useSyncExternalStore(subscribe, () => state);
}
