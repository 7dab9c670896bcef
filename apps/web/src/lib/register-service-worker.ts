/**
 * Registers the service worker (public/sw.js, decision 0087) once the page has loaded, in built sites only: it
 * serves the offline page when the network is gone and caches nothing else. A browser without service workers, or
 * one that refuses, simply has no offline page.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  });
}
