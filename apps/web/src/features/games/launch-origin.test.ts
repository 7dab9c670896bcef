import { beforeEach, describe, expect, it } from 'vitest';
import { findLaunchOrigin, rememberLaunchOrigin, restoredVendor } from './launch-origin';

beforeEach(() => sessionStorage.clear());

describe('launch origin', () => {
  it('restores the vendor of the category the last game was launched from', () => {
    rememberLaunchOrigin({ gameType: 'RNG', vendor: 'JDB' });
    expect(sessionStorage.getItem('gameVendor')).toBe('{"gameType":"RNG","vendor":"JDB"}');
    expect(restoredVendor('RNG')).toBe('JDB');
    expect(restoredVendor('LIVE')).toBe('ALL');
  });

  it('opens on every vendor when nothing or something unreadable was kept', () => {
    expect(restoredVendor('RNG')).toBe('ALL');
    sessionStorage.setItem('gameVendor', '{not json');
    expect(findLaunchOrigin()).toBeNull();
    sessionStorage.setItem('gameVendor', JSON.stringify({ gameType: 1 }));
    expect(restoredVendor('RNG')).toBe('ALL');
  });
});
