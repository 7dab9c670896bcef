export type LayoutVariant = { sideMenu: boolean; footer: boolean };

// The spec's game pages; route matching ignores case, so /vnLottery and /vnlottery are one page.
const gamePages = new Set(['/seamless', '/lottert', '/vnlottery', '/sealottery', '/lottery']);
const pagesWithoutFooter = new Set(['/seamless', '/lottery']);

/** What the main layout shows around a page; decided again from the path on every route change (spec §2). */
export function getLayoutVariant(pathname: string): LayoutVariant {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return { sideMenu: !gamePages.has(path), footer: !pagesWithoutFooter.has(path) };
}
