import { describe, expect, it } from 'vitest';
import {
  initialLobbyFilter,
  lobbyClassifies,
  lobbyListRequest,
  pickClassify,
  pickPage,
  pickVendor,
  submitSearch,
} from './lobby-filter';

describe('lobby filter', () => {
  it('resets the classification, page and search when a vendor is picked', () => {
    const filter = { ...initialLobbyFilter, classify: 'HOT', gameName: 'x', page: 3 };
    expect(pickVendor(filter, 'PG')).toEqual({ vendor: 'PG', classify: 'ALL', gameName: '', page: 1 });
  });

  it('keeps the vendor when a classification is picked, and resets page and search', () => {
    const filter = { ...initialLobbyFilter, vendor: 'PG', gameName: 'x', page: 4 };
    expect(pickClassify(filter, 'NEW')).toEqual({ vendor: 'PG', classify: 'NEW', gameName: '', page: 1 });
  });

  it('trims the searched name and goes back to page 1', () => {
    const filter = { ...initialLobbyFilter, vendor: 'PG', classify: 'HOT', page: 2 };
    expect(submitSearch(filter, '  fortune  ')).toEqual({ ...filter, gameName: 'fortune', page: 1 });
  });

  it('ignores pages outside 1..totalPages', () => {
    expect(pickPage(initialLobbyFilter, 0, 5).page).toBe(1);
    expect(pickPage(initialLobbyFilter, 6, 5).page).toBe(1);
    expect(pickPage(initialLobbyFilter, 5, 5).page).toBe(5);
  });

  it('offers New only in the RNG lobby', () => {
    expect(lobbyClassifies('RNG')).toEqual(['ALL', 'HOT', 'NEW', 'FAV', 'RECENT']);
    expect(lobbyClassifies('LIVE', ['HOT', 'TG'])).toEqual(['ALL', 'HOT', 'FAV', 'RECENT', 'TG']);
    expect(lobbyClassifies('RNG', ['ALL', 'HOT'])).toEqual(['ALL', 'HOT', 'FAV', 'RECENT']);
    expect(lobbyClassifies('RNG', ['ALL', 'NEW', 'JP'])).toEqual(['ALL', 'HOT', 'NEW', 'FAV', 'RECENT', 'JP']);
  });

  it('asks for 40 games of the vendor, or of every vendor for All', () => {
    expect(lobbyListRequest('RNG', initialLobbyFilter)).toEqual({
      gameType: 'RNG',
      gameClassify: 'ALL',
      vassalage: undefined,
      gameName: undefined,
      pageNo: 1,
      pageSize: 40,
    });
    expect(lobbyListRequest('RNG', { ...initialLobbyFilter, vendor: 'PG', gameName: 'x' })).toMatchObject({
      vassalage: 'PG',
      gameName: 'x',
    });
  });
});
