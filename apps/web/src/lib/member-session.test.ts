import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adoptTokenFromAddress,
  endMemberSession,
  getKnownPassword,
  getMemberSession,
  readRememberedUsername,
  readStoredSession,
  rememberedSessionMs,
  resetMemberSessionForTests,
  setKnownPassword,
  startMemberSession,
  storeRememberedUsername,
  subscribeMemberSession,
  updateMemberSession,
} from './member-session';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetMemberSessionForTests();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('member session storage', () => {
  it('keeps a session in sessionStorage under the spec keys, and nothing in localStorage', () => {
    startMemberSession({ token: 'tab-token', type: 0, username: 'lucky1', account: 'lucky1' });
    expect(sessionStorage.getItem('token')).toBe('tab-token');
    expect(sessionStorage.getItem('username')).toBe('lucky1');
    expect(sessionStorage.getItem('isAgent')).toBe('false');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('sessionExpiresAt')).toBeNull();
  });

  it('with remember me keeps the session in localStorage for one day, then drops it', () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
    startMemberSession({ token: 'remembered', type: 1, isAgent: true, username: 'agent', remember: true });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('token')).toBe('remembered');
    const expiresAt = Number(localStorage.getItem('sessionExpiresAt'));
    expect(expiresAt).toBe(Date.now() + rememberedSessionMs);

    expect(readStoredSession(expiresAt - 1)).toMatchObject({ token: 'remembered', isAgent: true, remember: true });
    expect(readStoredSession(expiresAt)).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('sessionExpiresAt')).toBeNull();
  });

  it('never stores a password, and keeps the one just typed in memory only until the session ends', () => {
    startMemberSession({ token: 't', username: 'lucky1', remember: true });
    setKnownPassword('Secret#2026');
    expect(getKnownPassword()).toBe('Secret#2026');
    const stored = JSON.stringify({ ...localStorage, ...sessionStorage });
    expect(stored).not.toContain('Secret#2026');
    endMemberSession();
    expect(getKnownPassword()).toBeNull();
  });

  it('remembers only the username for the next login, and forgets it when unticked', () => {
    storeRememberedUsername('lucky1');
    expect(readRememberedUsername()).toBe('lucky1');
    storeRememberedUsername(null);
    expect(readRememberedUsername()).toBe('');
  });

  it('updates what member info tells, in the same storage, and tells subscribers', () => {
    startMemberSession({ token: 't', remember: true });
    const listener = vi.fn();
    subscribeMemberSession(listener);
    updateMemberSession({ account: 'lucky1', customerId: 'id-1', isTrial: true, type: 4 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('account')).toBe('lucky1');
    expect(localStorage.getItem('customerId')).toBe('id-1');
    expect(localStorage.getItem('accountType')).toBe('4');
    updateMemberSession({ account: 'lucky1' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ending the session clears both storages and the login flags', () => {
    startMemberSession({ token: 't', isAgent: true, remember: true });
    endMemberSession();
    expect(getMemberSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('isAgent')).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('restores a session of this tab after a reload', () => {
    startMemberSession({ token: 'kept', account: 'lucky1' });
    resetMemberSessionForTests();
    expect(getMemberSession()).toMatchObject({ token: 'kept', account: 'lucky1', remember: false });
  });
});

describe('adoptTokenFromAddress', () => {
  function fakeAddress(href: string) {
    const replaceState = vi.fn();
    const location = { href } as Location;
    const history = { state: { idx: 0 }, replaceState } as unknown as History;
    return { location, history, replaceState };
  }

  it('takes a token from the query into the session and removes it from the address bar', () => {
    const { location, history, replaceState } = fakeAddress(
      'https://site.example/lottery?gameCode=X1&token=abc123#top',
    );
    expect(adoptTokenFromAddress(location, history)).toBe(true);
    expect(getMemberSession()?.token).toBe('abc123');
    expect(sessionStorage.getItem('token')).toBe('abc123');
    expect(replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/lottery?gameCode=X1#top');
  });

  it('leaves an address without a token alone', () => {
    const { location, history, replaceState } = fakeAddress('https://site.example/promotions?page=2');
    expect(adoptTokenFromAddress(location, history)).toBe(false);
    expect(replaceState).not.toHaveBeenCalled();
    expect(getMemberSession()).toBeNull();
  });

  it('removes an empty token parameter without starting a session', () => {
    const { location, history, replaceState } = fakeAddress('https://site.example/?token=');
    expect(adoptTokenFromAddress(location, history)).toBe(false);
    expect(replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/');
    expect(getMemberSession()).toBeNull();
  });
});
