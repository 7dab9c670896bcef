import { createServer } from 'node:http';
import type { Server } from 'node:http';

/**
 * The house vendor's HTTP face. Its games and its seamless-wallet client arrive with the house-vendor
 * issue; until then it answers its health check and says plainly that no game runs here yet.
 */
export function createVendorServer(): Server {
  return createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Cache-Control', 'no-store');
    if (request.method === 'GET' && path === '/healthz') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ success: true, message: '', value: { status: 'ok', games: 0 } }));
      return;
    }
    response.writeHead(404, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ success: false, message: 'Not found.', value: null, code: 'NOT_FOUND' }));
  });
}
