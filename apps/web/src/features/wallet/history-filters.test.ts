import { describe, expect, it } from 'vitest';
import { buildTransactionQuery, presetOf, presetRange, shiftDate } from './history-filters';

const base = { types: [], startDate: '', endDate: '', page: 1 } as const;

describe('buildTransactionQuery', () => {
  it('asks for the first page of everything when nothing is chosen', () => {
    expect(buildTransactionQuery(base)).toEqual({ pageNo: 1, pageSize: 20 });
  });

  it('sends the chosen types as one comma list, once each', () => {
    expect(buildTransactionQuery({ ...base, types: ['deposit', 'transfer_in', 'deposit'] })).toEqual({
      pageNo: 1,
      pageSize: 20,
      type: 'deposit,transfer_in',
    });
  });

  it('sends well-formed dates and the page', () => {
    expect(buildTransactionQuery({ ...base, startDate: '2026-11-01', endDate: '2026-11-21', page: 3 }, 10)).toEqual({
      pageNo: 3,
      pageSize: 10,
      startDate: '2026-11-01',
      endDate: '2026-11-21',
    });
  });

  it('puts a reversed range the right way round and leaves out a half-typed date', () => {
    expect(buildTransactionQuery({ ...base, startDate: '2026-11-21', endDate: '2026-11-01' })).toMatchObject({
      startDate: '2026-11-01',
      endDate: '2026-11-21',
    });
    expect(buildTransactionQuery({ ...base, startDate: '2026-11', endDate: '2026-11-21' })).toEqual({
      pageNo: 1,
      pageSize: 20,
      endDate: '2026-11-21',
    });
  });

  it('never asks for a page before the first', () => {
    expect(buildTransactionQuery({ ...base, page: 0 }).pageNo).toBe(1);
  });
});

describe('date ranges', () => {
  it('moves dates across month and year ends', () => {
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDate('2026-01-01', -6)).toBe('2025-12-26');
  });

  it('ends quick ranges today, both ends inclusive', () => {
    expect(presetRange('today', '2026-11-21')).toEqual({ startDate: '2026-11-21', endDate: '2026-11-21' });
    expect(presetRange('last7Days', '2026-11-21')).toEqual({ startDate: '2026-11-15', endDate: '2026-11-21' });
    expect(presetRange('last30Days', '2026-11-21')).toEqual({ startDate: '2026-10-23', endDate: '2026-11-21' });
  });

  it('recognises a quick range from its dates', () => {
    expect(presetOf({ startDate: '2026-11-15', endDate: '2026-11-21' }, '2026-11-21')).toBe('last7Days');
    expect(presetOf({ startDate: '2026-11-14', endDate: '2026-11-21' }, '2026-11-21')).toBeNull();
  });
});
