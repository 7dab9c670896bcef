import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildPage, pageOffset, pageQueryShape, pageSchema } from './paging.js';

describe('paging', () => {
  it('answers one empty page for no items, and rounds partial pages up', () => {
    expect(buildPage([], { pageNo: 1, pageSize: 20 }, 0)).toEqual({ content: [], pageNum: 1, totalPages: 1, total: 0 });
    expect(buildPage(['a'], { pageNo: 3, pageSize: 20 }, 41)).toEqual({
      content: ['a'],
      pageNum: 3,
      totalPages: 3,
      total: 41,
    });
    expect(buildPage([], { pageNo: 2, pageSize: 20 }, 40).totalPages).toBe(2);
  });

  it('skips the items of earlier pages', () => {
    expect(pageOffset({ pageNo: 1, pageSize: 13 })).toBe(0);
    expect(pageOffset({ pageNo: 4, pageSize: 13 })).toBe(39);
  });

  it('reads a query with the list’s own sizes and refuses pages out of bounds', () => {
    const query = z.object(pageQueryShape({ defaultSize: 13, maxSize: 100 }));
    expect(query.parse({})).toEqual({ pageNo: 1, pageSize: 13 });
    expect(query.parse({ pageNo: '2', pageSize: '100' })).toEqual({ pageNo: 2, pageSize: 100 });
    for (const bad of [{ pageNo: 0 }, { pageNo: 10_001 }, { pageSize: 101 }, { pageSize: 1.5 }, { pageNo: 'x' }]) {
      expect(query.safeParse(bad).success).toBe(false);
    }
  });

  it('describes the answer it builds', () => {
    const schema = pageSchema(z.string());
    expect(schema.parse(buildPage(['a', 'b'], { pageNo: 1, pageSize: 2 }, 5))).toMatchObject({ totalPages: 3 });
    expect(schema.safeParse({ content: [1], pageNum: 1, totalPages: 1, total: 1 }).success).toBe(false);
  });
});
