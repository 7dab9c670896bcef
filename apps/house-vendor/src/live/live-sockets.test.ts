import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createSessionStore } from '../play/session-store.js';
import type { PlaySession } from '../play/session-store.js';
import { attachLiveSockets, textOfMessage } from './live-sockets.js';
import { createMemoryRelay } from './room-relay.js';

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function start(helloTimeoutMs = 5_000) {
  const sessions = createSessionStore();
  const session = sessions.open({
    mode: 'demo',
    walletModel: 'seamless',
    token: 'launch-token-0000',
    playerId: null,
    currency: 'THB',
    language: 'th',
    gameName: 'Test',
    vendorGameId: 'fish:test',
    timeZone: 'Asia/Bangkok',
    balanceMinor: 0,
  });
  const joined: PlaySession[] = [];
  const server = createServer((_request, response) => response.end());
  servers.push(server);
  attachLiveSockets(server, {
    sessions,
    helloTimeoutMs,
    channels: {
      echo: {
        join(player, socket) {
          joined.push(player);
          socket.send(JSON.stringify({ joined: player.vendorGameId }));
        },
      },
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { session, joined, address: `ws://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function closeOf(socket: WebSocket) {
  return new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
}

describe('live sockets', () => {
  it('hands the socket to the channel once the first message names an open session', async () => {
    const { session, joined, address } = await start();
    const socket = new WebSocket(`${address}/api/live/echo`);
    await new Promise((resolve) => socket.on('open', resolve));
    socket.send(JSON.stringify({ sessionId: session.id }));
    const message = await new Promise<string>((resolve) =>
      socket.on('message', (data) => resolve(textOfMessage(data))),
    );
    expect(JSON.parse(message)).toEqual({ joined: 'fish:test' });
    expect(joined).toEqual([session]);
    socket.close();
  });

  it('closes a socket that names no open session, and one that stays silent', async () => {
    const { joined, address } = await start(50);
    const guessing = new WebSocket(`${address}/api/live/echo`);
    await new Promise((resolve) => guessing.on('open', resolve));
    guessing.send(JSON.stringify({ sessionId: 'not-a-session' }));
    expect(await closeOf(guessing)).toEqual({ code: 4401, reason: 'SESSION_NOT_FOUND' });
    const silent = new WebSocket(`${address}/api/live/echo`);
    expect(await closeOf(silent)).toEqual({ code: 4401, reason: 'SESSION_NOT_FOUND' });
    expect(joined).toEqual([]);
  });

  it('refuses an unknown channel and a page from another origin', async () => {
    const { address } = await start();
    const unknown = new WebSocket(`${address}/api/live/nothing`);
    const unknownStatus = await new Promise((resolve) =>
      unknown.on('unexpected-response', (_r, res) => resolve(res.statusCode)),
    );
    expect(unknownStatus).toBe(404);
    const foreign = new WebSocket(`${address}/api/live/echo`, { origin: 'https://attacker.example' });
    const foreignStatus = await new Promise((resolve) =>
      foreign.on('unexpected-response', (_r, res) => resolve(res.statusCode)),
    );
    expect(foreignStatus).toBe(403);
  });
});

describe('memory relay', () => {
  it('delivers a room’s messages to its subscribers only, until they leave', async () => {
    const relay = createMemoryRelay();
    const heard: unknown[] = [];
    const leave = relay.subscribe('room-1', (message) => heard.push(message));
    relay.subscribe('room-2', (message) => heard.push(['other', message]));
    relay.publish('room-1', { shot: 1 });
    await Promise.resolve();
    leave();
    relay.publish('room-1', { shot: 2 });
    await Promise.resolve();
    expect(heard).toEqual([{ shot: 1 }]);
  });
});
