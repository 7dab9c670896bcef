import { beforeEach, describe, expect, it } from 'vitest';
import { contentSessionKeys } from '@/lib/storage-keys';
import { readClosedPopups, rememberClosedPopups } from './closed-popups';

beforeEach(() => sessionStorage.clear());

describe('closed popups', () => {
  it('starts empty and keeps every popup closed during the visit, adding to those closed before', () => {
    expect(readClosedPopups().size).toBe(0);
    rememberClosedPopups(['popup-1', 'popup-2']);
    rememberClosedPopups(['popup-3']);
    expect([...readClosedPopups()].sort()).toEqual(['popup-1', 'popup-2', 'popup-3']);
  });

  it('keeps them in the session storage, so they end with the browser session', () => {
    rememberClosedPopups(['popup-1']);
    expect(localStorage.getItem(contentSessionKeys.closedPopups)).toBeNull();
    expect(sessionStorage.getItem(contentSessionKeys.closedPopups)).toBe('["popup-1"]');
  });

  it('reads damaged or foreign values as nothing closed, and keeps only the ids of a list', () => {
    sessionStorage.setItem(contentSessionKeys.closedPopups, '{not json');
    expect(readClosedPopups().size).toBe(0);
    sessionStorage.setItem(contentSessionKeys.closedPopups, '{"popup-1":true}');
    expect(readClosedPopups().size).toBe(0);
    sessionStorage.setItem(contentSessionKeys.closedPopups, '["popup-1",2,null]');
    expect([...readClosedPopups()]).toEqual(['popup-1']);
  });
});
