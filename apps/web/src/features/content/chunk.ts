/** Splits a list into pages of `size` (spec §9: popups 9 a page, notices 7). */
export function chunk<Item>(items: readonly Item[], size: number): Item[][] {
  const pages: Item[][] = [];
  for (let start = 0; start < items.length; start += size) pages.push(items.slice(start, start + size));
  return pages;
}
