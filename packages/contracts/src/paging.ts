import { z } from 'zod';

/**
 * Paged lists (DESIGN.md, API conventions): `pageNo` (from 1) and `pageSize` in, `{ content, pageNum, totalPages,
 * total }` out. Every list of every API builds its answer here, so the arithmetic (an empty list is one page, the
 * offset of page n) has one home.
 */

/** The largest page number any list accepts: deeper paging is a scraper, not a person. */
export const maximumPageNo = 10_000;

/** `pageNo` and `pageSize` of a list's query, with the list's own default and largest page size. */
export function pageQueryShape(sizes: { defaultSize: number; maxSize: number }) {
  return {
    pageNo: z.coerce.number().int().min(1).max(maximumPageNo).default(1),
    pageSize: z.coerce.number().int().min(1).max(sizes.maxSize).default(sizes.defaultSize),
  };
}

/** The answer of a list: one page of items, which page it is, how many pages and items the filter matches. */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ content: z.array(item), pageNum: z.number(), totalPages: z.number(), total: z.number() });
}

export type Page<Item> = { content: Item[]; pageNum: number; totalPages: number; total: number };
export type PageRequest = { pageNo: number; pageSize: number };

/** How many items come before the requested page. */
export function pageOffset(request: PageRequest): number {
  return (request.pageNo - 1) * request.pageSize;
}

/** A page answer from its items and the number of items the filter matches; no items is still one (empty) page. */
export function buildPage<Item>(content: Item[], request: PageRequest, total: number): Page<Item> {
  return {
    content,
    pageNum: request.pageNo,
    totalPages: Math.max(1, Math.ceil(total / request.pageSize)),
    total,
  };
}
