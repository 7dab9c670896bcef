import { describe, expect, it } from 'vitest';
import { getPaginationItems } from './get-pagination-items';
import type { PaginationItem } from './get-pagination-items';

function render(items: PaginationItem[]): string {
  return items.map((item) => (item.kind === 'page' ? String(item.page) : '…')).join(' ');
}

describe('getPaginationItems', () => {
  it('shows every page when they fit in the range', () => {
    expect(render(getPaginationItems({ pageCount: 3, currentPage: 1, marginPages: 1, pageRange: 3 }))).toBe('1 2 3');
    expect(render(getPaginationItems({ pageCount: 1, currentPage: 1, marginPages: 1, pageRange: 3 }))).toBe('1');
    expect(getPaginationItems({ pageCount: 0, currentPage: 1, marginPages: 1, pageRange: 3 })).toEqual([]);
  });

  it('follows react-paginate with 1 margin page and a range of 3 (game lobby)', () => {
    const window = { pageCount: 10, marginPages: 1, pageRange: 3 };
    expect(render(getPaginationItems({ ...window, currentPage: 1 }))).toBe('1 2 3 … 10');
    expect(render(getPaginationItems({ ...window, currentPage: 5 }))).toBe('1 … 4 5 6 … 10');
    expect(render(getPaginationItems({ ...window, currentPage: 10 }))).toBe('1 … 8 9 10');
  });

  it('follows react-paginate with 2 margin pages and a range of 5 (second lobby variant)', () => {
    const window = { pageCount: 20, marginPages: 2, pageRange: 5 };
    expect(render(getPaginationItems({ ...window, currentPage: 1 }))).toBe('1 2 3 4 5 … 19 20');
    expect(render(getPaginationItems({ ...window, currentPage: 10 }))).toBe('1 2 … 8 9 10 11 12 … 19 20');
    expect(render(getPaginationItems({ ...window, currentPage: 20 }))).toBe('1 2 … 16 17 18 19 20');
  });

  it('shows the page itself instead of a gap that would hide only one page', () => {
    expect(render(getPaginationItems({ pageCount: 6, currentPage: 3, marginPages: 1, pageRange: 3 }))).toBe(
      '1 2 3 4 5 6',
    );
    expect(render(getPaginationItems({ pageCount: 7, currentPage: 3, marginPages: 1, pageRange: 3 }))).toBe(
      '1 2 3 4 … 7',
    );
  });

  it('supports no margin pages (notices: range 2, no margin)', () => {
    expect(render(getPaginationItems({ pageCount: 9, currentPage: 5, marginPages: 0, pageRange: 2 }))).toBe('4 5 6 …');
  });

  it('clamps a current page outside the list', () => {
    expect(render(getPaginationItems({ pageCount: 10, currentPage: 99, marginPages: 1, pageRange: 3 }))).toBe(
      '1 … 8 9 10',
    );
  });
});
