/**
 * The home's first screen the server may have written into index.html (apps/server/src/http/home-hero.ts): an empty
 * header and the brand's first banner where the app's first slide will be, painted before the app's code arrives.
 * The app removes it in the commit that draws its own layout, so the two are never on screen together.
 */
const bootHomeId = 'boot-home';

/** The banner as index.html drew it, read once at start-up (before anything removes it). */
export const bootBanner: { url: string; title: string; linkageType: null; link: null } | null = readBootBanner();

function readBootBanner() {
  if (typeof document === 'undefined') return null;
  const screen = document.getElementById(bootHomeId);
  const url = screen?.querySelector('img')?.getAttribute('src');
  if (!screen || !url) return null;
  const title = screen.querySelector('.boot-home-title')?.textContent ?? '';
  return { url, title, linkageType: null, link: null };
}

/** Whether the first screen from index.html is still showing (then the start-up needs no loader of its own). */
export function hasBootHome(): boolean {
  return typeof document !== 'undefined' && document.getElementById(bootHomeId) !== null;
}

/** Removes index.html's first screen; called from layout effects, so the app's own screen replaces it in one frame. */
export function removeBootHome(): void {
  if (typeof document !== 'undefined') document.getElementById(bootHomeId)?.remove();
}
