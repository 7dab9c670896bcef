import { describe, expect, it } from 'vitest';
import { isNavigationItemActive } from './navigation-items';

describe('isNavigationItemActive', () => {
  it('treats every home path as the home entry', () => {
    for (const path of ['/', '/index', '/index.html', '/home'])
      expect(isNavigationItemActive('/', path, '')).toBe(true);
  });

  it('tells home categories apart by their type', () => {
    expect(isNavigationItemActive('/home?type=HOT', '/', '?type=HOT')).toBe(true);
    expect(isNavigationItemActive('/', '/', '?type=HOT')).toBe(false);
    expect(isNavigationItemActive('/home?type=ALL', '/home', '?type=HOT')).toBe(false);
  });

  it('matches a page, its sub-paths and its views', () => {
    expect(isNavigationItemActive('/favorite', '/favorite/recent', '')).toBe(true);
    expect(isNavigationItemActive('/pointMall', '/pointmall', '')).toBe(true);
    expect(isNavigationItemActive('/member', '/member', '?page=depositv2')).toBe(false);
    expect(isNavigationItemActive('/member?page=depositv2', '/member', '?page=depositv2')).toBe(true);
    expect(isNavigationItemActive('/rng', '/live', '')).toBe(false);
  });
});
