import { createConnection } from 'node:net';

/** The demo brand answers on the host name `localhost`, whatever port an instance listens on. */
const brandHost = 'localhost';

/** Logs a member of the demo brand in on `baseUrl` and answers the session's bearer token. */
export async function logIn(baseUrl: string, username: string, password: string) {
  const response = await fetch(`${baseUrl}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: brandHost },
    body: JSON.stringify({ username, password }),
  });
  const answer = (await response.json()) as { success: boolean; value?: { token?: string }; code?: string };
  if (!answer.success || !answer.value?.token) throw new Error(`login of ${username} failed: ${answer.code}`);
  return answer.value.token;
}

export type BalanceStream = {
  /** Every balance the stream has said, in order. */
  balances: string[];
  /** Resolves true once the stream has said `balance` (or had said it), false after `timeoutMs`. */
  waitFor: (balance: string, timeoutMs: number) => Promise<boolean>;
  close: () => void;
};

/** Opens a member's live balance (`/wps/events`, server-sent events) on `baseUrl` and collects its balances. */
export async function openBalanceStream(baseUrl: string, token: string): Promise<BalanceStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/wps/events`, {
    headers: { authorization: `Bearer ${token}`, host: brandHost },
    signal: controller.signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`live stream answered ${response.status}`);
  const balances: string[] = [];
  const waiters = new Set<() => void>();
  void (async () => {
    const decoder = new TextDecoder();
    let text = '';
    try {
      for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
        text += decoder.decode(chunk, { stream: true });
        let end = text.indexOf('\n\n');
        while (end >= 0) {
          const message = text.slice(0, end);
          text = text.slice(end + 2);
          const data = /^data: (.*)$/m.exec(message)?.[1];
          if (/^event: balance$/m.test(message) && data) {
            balances.push((JSON.parse(data) as { balance: string }).balance);
            for (const waiter of waiters) waiter();
          }
          end = text.indexOf('\n\n');
        }
      }
    } catch {
      // Closed by `close`, or the instance went away: the balances so far stay readable.
    }
  })();
  return {
    balances,
    waitFor: (balance, timeoutMs) =>
      new Promise((resolve) => {
        if (balances.includes(balance)) return resolve(true);
        const waiter = () => {
          if (!balances.includes(balance)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(true);
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          resolve(false);
        }, timeoutMs);
        waiters.add(waiter);
      }),
    close: () => controller.abort(),
  };
}

/** Subscribes to a Redis channel with a bare connection and counts the messages published on it. */
export async function watchRedisChannel(port: number, channel: string) {
  const socket = createConnection({ port, host: '127.0.0.1' });
  let messages = 0;
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('error', reject);
  });
  socket.on('error', () => undefined);
  socket.write(`SUBSCRIBE ${channel}\r\n`);
  // Each published message arrives as an array whose first item is the bulk string "message".
  socket.on('data', (data: Buffer) => (messages += data.toString().split('$7\r\nmessage\r\n').length - 1));
  return { messages: () => messages, close: () => socket.destroy() };
}
