export type PaginationItem = { kind: 'page'; page: number } | { kind: 'break'; key: string };

type PaginationWindow = {
  pageCount: number;
  /** 1-based. */
  currentPage: number;
  /** Pages always shown at each end (react-paginate's marginPagesDisplayed). */
  marginPages: number;
  /** Pages shown around the current one (react-paginate's pageRangeDisplayed). */
  pageRange: number;
};

/**
 * The pages and gaps a pager shows, following react-paginate (the spec's settings are its margin and range), including
 * its rule that a gap hiding a single page shows that page instead.
 */
export function getPaginationItems({
  pageCount,
  currentPage,
  marginPages,
  pageRange,
}: PaginationWindow): PaginationItem[] {
  const pages = (count: number): PaginationItem[] =>
    Array.from({ length: count }, (_, index) => ({ kind: 'page', page: index + 1 }));
  if (pageCount <= 0) return [];
  if (pageCount <= pageRange) return pages(pageCount);

  const selected = Math.min(Math.max(currentPage, 1), pageCount) - 1;
  let leftSide = pageRange / 2;
  let rightSide = pageRange - leftSide;
  if (selected > pageCount - pageRange / 2) {
    rightSide = pageCount - selected;
    leftSide = pageRange - rightSide;
  } else if (selected < pageRange / 2) {
    leftSide = selected;
    rightSide = pageRange - leftSide;
  }
  const adjustedRightSide = selected === 0 && pageRange > 1 ? rightSide - 1 : rightSide;

  const items: PaginationItem[] = [];
  for (let index = 0; index < pageCount; index++) {
    const page = index + 1;
    const inMargin = page <= marginPages || page > pageCount - marginPages;
    const inRange = index >= selected - leftSide && index <= selected + adjustedRightSide;
    if (inMargin || inRange) {
      items.push({ kind: 'page', page });
    } else if (items.length > 0 && items[items.length - 1]?.kind !== 'break' && (pageRange > 0 || marginPages > 0)) {
      items.push({ kind: 'break', key: `break-${page}` });
    }
  }

  return items.map((item, index) => {
    const before = items[index - 1];
    const after = items[index + 1];
    if (item.kind === 'break' && before?.kind === 'page' && after?.kind === 'page' && after.page - before.page === 2) {
      return { kind: 'page', page: before.page + 1 };
    }
    return item;
  });
}
