import net from 'node:net';
import type { AddressInfo } from 'node:net';

/** A statement as a client sent it: a simple query (`Q`) or a parse (`P`) with its statement name ('' unnamed). */
export type SentStatement = { kind: 'query' | 'parse'; name: string; text: string };

/** The protocol's requests to encrypt, answered before the real startup message. */
const encryptionRequestCodes = new Set([80_877_103, 80_877_104]);

/**
 * Reads a client's side of the PostgreSQL protocol as it passes and tells each statement: the startup message
 * first (after any encryption request), then typed messages, of which simple queries and parses carry SQL.
 */
function statementReader(onStatement: (statement: SentStatement) => void) {
  let buffered = Buffer.alloc(0);
  let started = false;
  const cstringAt = (payload: Buffer, offset: number) => {
    const end = payload.indexOf(0, offset);
    return { text: payload.toString('utf8', offset, end), next: end + 1 };
  };
  return (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    for (;;) {
      if (!started) {
        if (buffered.length < 8) return;
        const length = buffered.readInt32BE(0);
        if (buffered.length < length) return;
        if (!encryptionRequestCodes.has(buffered.readInt32BE(4))) started = true;
        buffered = buffered.subarray(length);
        continue;
      }
      if (buffered.length < 5) return;
      const length = buffered.readInt32BE(1);
      if (buffered.length < 1 + length) return;
      const type = String.fromCharCode(buffered[0] ?? 0);
      const payload = buffered.subarray(5, 1 + length);
      buffered = buffered.subarray(1 + length);
      if (type === 'Q') onStatement({ kind: 'query', name: '', text: cstringAt(payload, 0).text });
      if (type === 'P') {
        const name = cstringAt(payload, 0);
        onStatement({ kind: 'parse', name: name.text, text: cstringAt(payload, name.next).text });
      }
    }
  };
}

/**
 * A TCP relay in front of the shared PostgreSQL server: `down` cuts every connection and refuses new ones (as a
 * restarting server does), `up` accepts again on the same port. The shared server itself is never touched. Given
 * `onStatement`, it also reads what clients send through it, as a connection pooler in front of PostgreSQL would.
 */
export async function databaseLink(
  target: { host: string; port: number },
  options: { onStatement?: (statement: SentStatement) => void } = {},
) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    const { onStatement } = options;
    if (onStatement) {
      const read = statementReader(onStatement);
      client.on('data', (chunk: Buffer) => {
        read(chunk);
        upstream.write(chunk);
      });
    } else client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    /** The URL of `url`'s database reached through this link. */
    urlOf(url: string) {
      const linked = new URL(url);
      linked.hostname = '127.0.0.1';
      linked.port = String(port);
      return linked.toString();
    },
    down: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    up: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type DatabaseLink = Awaited<ReturnType<typeof databaseLink>>;
