/* global self, caches */
// The site's service worker (decision 0087). It keeps one thing: the offline page and its icon. A page the network
// cannot load shows that page; nothing else is ever cached here (no API answer, no account data, no game), so an
// installed app never shows a stale balance or another player's data.
const cacheName = 'croupier-offline-v1';
const offlineFiles = ['/offline.html', '/icons/app-192.png'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(cacheName)
      .then((cache) => cache.addAll(offlineFiles))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== cacheName).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method === 'GET' && request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match('/offline.html')));
    return;
  }
  // The offline page's own icon, only when the network cannot give it.
  if (request.method === 'GET' && new URL(request.url).pathname === '/icons/app-192.png')
    event.respondWith(fetch(request).catch(() => caches.match('/icons/app-192.png')));
});
