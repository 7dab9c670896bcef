import { connect, createServer } from 'node:net';
import type { Socket } from 'node:net';
import { freePort } from './processes.js';

/**
 * How the proxy treats the platform's calls:
 * - `pass`: both ways untouched;
 * - `refuse`: nobody listens on the port (connections refused);
 * - `hang`: the request reaches the vendor (which may apply it) and its answer is swallowed, the connection held
 *   open: the platform times out without knowing;
 * - `garbage`: the request reaches the vendor and its answer is replaced by bytes that are not what was asked, in
 *   turn a 200 whose body is not JSON, a 200 envelope of the wrong shape, a 502 page and bytes that are not HTTP.
 */
export type ProxyMode = 'pass' | 'refuse' | 'hang' | 'garbage';

export type VendorProxy = {
  port: number;
  url: string;
  mode: () => ProxyMode;
  /** Switches the mode; connections opened under the previous one are cut, so none outlives its mode. */
  set: (mode: ProxyMode) => Promise<void>;
  /** Connections accepted per mode. */
  connections: Record<ProxyMode, number>;
  stop: () => Promise<void>;
};

const garbageAnswers = [
  'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 15\r\nconnection: close\r\n\r\n{"success":tru',
  'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 39\r\nconnection: close\r\n\r\n{"success":true,"value":{"weird":true}}',
  'HTTP/1.1 502 Bad Gateway\r\ncontent-type: text/html\r\ncontent-length: 20\r\nconnection: close\r\n\r\n<h1>Bad Gateway</h1>',
  '\u0000\u0001garbage that is not HTTP\r\n\r\n',
];

/**
 * A TCP proxy on a free loopback port in front of `upstreamPort` (the house vendor), for scenarios that break the
 * platform's calls to a vendor. Seed the vendor's address with the proxy's port.
 */
export async function startVendorProxy(upstreamPort: number): Promise<VendorProxy> {
  const port = await freePort();
  let current: ProxyMode = 'pass';
  let garbageTurn = 0;
  const open = new Set<Socket>();
  const connections: Record<ProxyMode, number> = { pass: 0, refuse: 0, hang: 0, garbage: 0 };
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on('error', () => undefined);
    socket.once('close', () => open.delete(socket));
  };

  const server = createServer((client) => {
    track(client);
    const mode = current;
    connections[mode] += 1;
    const upstream = connect({ port: upstreamPort, host: '127.0.0.1' });
    track(upstream);
    client.pipe(upstream);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => {
      if (mode === 'pass') client.destroy();
    });
    if (mode === 'pass') upstream.pipe(client);
    else if (mode === 'garbage')
      upstream.once('data', () => {
        const answer = garbageAnswers[garbageTurn % garbageAnswers.length] ?? '';
        garbageTurn += 1;
        client.end(answer);
        upstream.destroy();
      });
    // hang: the vendor's answer is read and dropped; the platform's connection stays open until its time-out.
    else upstream.resume();
  });

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const closeListener = () => new Promise<void>((resolve) => server.close(() => resolve()));
  await listen();

  return {
    port,
    url: `http://127.0.0.1:${port}`,
    mode: () => current,
    connections,
    set: async (mode) => {
      if (mode === current) return;
      const wasListening = current !== 'refuse';
      current = mode;
      for (const socket of open) socket.destroy();
      if (mode === 'refuse' && wasListening) await closeListener();
      if (mode !== 'refuse' && !wasListening) await listen();
    },
    stop: async () => {
      for (const socket of open) socket.destroy();
      if (current !== 'refuse') await closeListener();
    },
  };
}
