import { describe, expect, it } from 'vitest';
import {
  homeSearchRequest,
  homeViewPath,
  hotListRequest,
  normaliseGameName,
  parseCategory,
  parseHomeGameType,
  parsePageNumber,
  searchAllRequest,
} from './home-views';

describe('home views', () => {
  it('reads the game type, page and category from the address', () => {
    expect(parseHomeGameType(null)).toBe('HOME');
    expect(parseHomeGameType('search')).toBe('SEARCH');
    expect(parseHomeGameType(' Hot ')).toBe('HOT');
    expect(parseHomeGameType('FAV')).toBe('HOME');
    expect(parsePageNumber('3')).toBe(3);
    for (const raw of [null, '', '0', '-2', '1.5', 'abc', '1e99']) expect(parsePageNumber(raw)).toBe(1);
    expect(parseCategory('rng')).toBe('RNG');
    expect(parseCategory('ALL')).toBeNull();
    expect(parseCategory(null)).toBeNull();
  });

  it('trims the searched name', () => {
    expect(normaliseGameName('  มังกร  ')).toBe('มังกร');
    expect(normaliseGameName(null)).toBe('');
    expect(normaliseGameName('x'.repeat(80))).toHaveLength(64);
  });

  it('asks for the spec page sizes: 15 hot and home search, 24 search-all', () => {
    expect(hotListRequest(2)).toMatchObject({ gameType: 'HOT', pageNo: 2, pageSize: 15 });
    expect(homeSearchRequest('dragon', 1)).toMatchObject({ gameType: 'SEARCH', gameName: 'dragon', pageSize: 15 });
    expect(searchAllRequest(null, '', 1)).toMatchObject({ gameType: 'ALL', gameName: undefined, pageSize: 24 });
    expect(searchAllRequest('LIVE', 'baccarat', 4)).toMatchObject({
      gameType: 'LIVE',
      gameName: 'baccarat',
      pageNo: 4,
    });
  });

  it('builds view addresses without empty parameters', () => {
    expect(homeViewPath('SEARCH')).toBe('/home?type=SEARCH');
    expect(homeViewPath('ALL', { name: 'มังกร ทอง', category: 'RNG', page: 2 })).toBe(
      '/home?type=ALL&category=RNG&name=%E0%B8%A1%E0%B8%B1%E0%B8%87%E0%B8%81%E0%B8%A3+%E0%B8%97%E0%B8%AD%E0%B8%87&page=2',
    );
    expect(homeViewPath('HOT', { page: 1 })).toBe('/home?type=HOT');
  });
});
