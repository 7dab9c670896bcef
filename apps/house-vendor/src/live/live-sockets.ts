import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { RawData, WebSocket } from 'ws';
import type { PlaySession, SessionStore } from '../play/session-store.js';

/** A live game family (fishing rooms, card tables): it takes over a socket once the page has named its session. */
export type LiveChannel = { join(session: PlaySession, socket: WebSocket): void };

export type LiveSocketOptions = {
  sessions: SessionStore;
  /** By the path's last segment: `/api/live/<channel>`. */
  channels: Readonly<Record<string, LiveChannel>>;
  /** How long a socket may stay silent before naming its session. */
  helloTimeoutMs?: number;
};

/** Largest message a page may send: a shot or a table action is a few dozen bytes. */
const maxMessageBytes = 4 * 1024;

/** A socket message as text, whatever buffers it arrived in. */
export function textOfMessage(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  return Buffer.from(new Uint8Array(data)).toString('utf8');
}

function refuse(socket: Duplex, status: string) {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * WebSockets for the live games. The session id is a bearer secret, so it travels in the first message rather than
 * in the URL (which proxies and logs keep); until that message names an open session, the socket is nobody's.
 * Only pages served by this vendor may connect: the browser sends their origin, which must be this host's.
 */
export function attachLiveSockets(server: Server, options: LiveSocketOptions): WebSocketServer {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: maxMessageBytes });
  const helloTimeoutMs = options.helloTimeoutMs ?? 5_000;

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://vendor.local');
    const name = url.pathname.startsWith('/api/live/') ? url.pathname.slice('/api/live/'.length) : '';
    const channel = Object.hasOwn(options.channels, name) ? options.channels[name] : undefined;
    if (!channel) return refuse(socket, '404 Not Found');
    const origin = request.headers.origin;
    if (origin !== undefined && new URL(origin).host !== request.headers.host) return refuse(socket, '403 Forbidden');
    sockets.handleUpgrade(request, socket, head, (webSocket) => {
      const timer = setTimeout(() => webSocket.close(4401, 'SESSION_NOT_FOUND'), helloTimeoutMs);
      webSocket.once('message', (data) => {
        clearTimeout(timer);
        let sessionId: unknown;
        try {
          sessionId = (JSON.parse(textOfMessage(data)) as { sessionId?: unknown }).sessionId;
        } catch {
          sessionId = undefined;
        }
        const session = typeof sessionId === 'string' ? options.sessions.find(sessionId) : undefined;
        if (!session) return webSocket.close(4401, 'SESSION_NOT_FOUND');
        channel.join(session, webSocket);
      });
    });
  });
  return sockets;
}
