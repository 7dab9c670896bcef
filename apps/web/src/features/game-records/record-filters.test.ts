import { gameRecordQuerySchema } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import { buildGameRecordQuery } from './record-filters';

const range = { startDate: '2026-11-15', endDate: '2026-11-21' };

describe('buildGameRecordQuery', () => {
  it('sends the dates and the page, and leaves "all" out', () => {
    expect(buildGameRecordQuery({ range, gameType: '', vendor: ' ', page: 1 })).toEqual({
      pageNo: 1,
      pageSize: 20,
      startDate: '2026-11-15',
      endDate: '2026-11-21',
    });
  });

  it('sends the chosen category and vendor, in a shape the contract accepts', () => {
    const query = buildGameRecordQuery({ range, gameType: 'FISH', vendor: 'JDB', page: 3 });
    expect(query).toMatchObject({ pageNo: 3, gameType: 'FISH', vassalage: 'JDB' });
    expect(gameRecordQuerySchema.safeParse(query).success).toBe(true);
  });

  it('never asks for a page before the first', () => {
    expect(buildGameRecordQuery({ range, gameType: '', vendor: '', page: 0 }).pageNo).toBe(1);
  });
});
