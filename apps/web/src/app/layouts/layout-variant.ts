/**
 * What the main layout shows around a page. `gameFrame` is the seamless game page: the game fills the screen, so the
 * page has no gutters, no floating buttons and no bottom bar, and on phones no site header either.
 */
export type LayoutVariant = { sideMenu: boolean; footer: boolean; gameFrame: boolean };

// The spec's game pages; route matching ignores case, so /vnLottery and /vnlottery are one page.
const gamePages = new Set(['/seamless', '/lottert', '/vnlottery', '/sealottery', '/lottery']);
const pagesWithoutFooter = new Set(['/seamless', '/lottery']);

/** Decided again from the path on every route change (spec §2). */
export function getLayoutVariant(pathname: string): LayoutVariant {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return { sideMenu: !gamePages.has(path), footer: !pagesWithoutFooter.has(path), gameFrame: path === '/seamless' };
}
