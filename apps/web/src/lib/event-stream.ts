/** One server-sent event: its name (`message` when the server gave none) and its data lines joined. */
export type ServerSentEvent = { event: string; data: string };

/**
 * Reads the text/event-stream format (WHATWG HTML, "server-sent events") from text that arrives in arbitrary chunks:
 * a frame, a line or even a CRLF pair may be split between two network reads.
 */
export function createEventStreamParser() {
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];

  function dispatch(into: ServerSentEvent[]): void {
    if (dataLines.length > 0) into.push({ event: eventName || 'message', data: dataLines.join('\n') });
    eventName = '';
    dataLines = [];
  }

  function readLine(line: string, into: ServerSentEvent[]): void {
    if (line === '') {
      dispatch(into);
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') dataLines.push(value);
  }

  return {
    /** Takes the next piece of text and answers the events it completed. */
    push(chunk: string): ServerSentEvent[] {
      buffer += chunk;
      const events: ServerSentEvent[] = [];
      let start = 0;
      for (let index = 0; index < buffer.length; index += 1) {
        const character = buffer[index];
        if (character !== '\n' && character !== '\r') continue;
        // A CR at the very end may be the first half of a CRLF still on its way: wait for the next chunk.
        if (character === '\r' && index === buffer.length - 1) break;
        readLine(buffer.slice(start, index), events);
        if (character === '\r' && buffer[index + 1] === '\n') index += 1;
        start = index + 1;
      }
      buffer = buffer.slice(start);
      return events;
    },
  };
}

/** Feeds a byte stream through the parser until the server closes it; multi-byte characters may straddle reads. */
export async function readEventStream(
  stream: ReadableStream<Uint8Array>,
  onEvent: (event: ServerSentEvent) => void,
): Promise<void> {
  const parser = createEventStreamParser();
  const decoder = new TextDecoder();
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (const event of parser.push(decoder.decode(value, { stream: true }))) onEvent(event);
    }
    for (const event of parser.push(decoder.decode())) onEvent(event);
  } finally {
    reader.releaseLock();
  }
}

/** Waits between reconnects, growing, so a server that is down is not hammered by every open tab at once. */
export const reconnectDelaysMs = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

export type FollowEventStreamOptions = {
  /** Opens the stream (the API client sends the token); throws when the server refuses. */
  open: (signal: AbortSignal) => Promise<ReadableStream<Uint8Array>>;
  onEvent: (event: ServerSentEvent) => void;
  /** Aborting it closes the stream and ends the following for good (logout, page closed). */
  signal: AbortSignal;
  /** Whether a failure is worth another try; a refused token is not. All failures are by default. */
  shouldRetry?: (error: unknown) => boolean;
  delaysMs?: readonly number[];
  /** The pause before a reconnect; a test passes one that does not really wait. */
  wait?: (milliseconds: number, signal: AbortSignal) => Promise<void>;
};

function waitFor(milliseconds: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(finish, milliseconds);
    function finish() {
      clearTimeout(timer);
      signal.removeEventListener('abort', finish);
      resolve();
    }
    signal.addEventListener('abort', finish, { once: true });
  });
}

/**
 * Keeps a server-sent event stream open for as long as the signal allows: when it drops or cannot be opened it is
 * opened again after a growing pause, which starts over once a stream has delivered an event. Resolves when the
 * signal aborts or a failure is not worth retrying.
 */
export async function followEventStream({
  open,
  onEvent,
  signal,
  shouldRetry = () => true,
  delaysMs = reconnectDelaysMs,
  wait = waitFor,
}: FollowEventStreamOptions): Promise<void> {
  let failures = 0;
  while (!signal.aborted) {
    try {
      const stream = await open(signal);
      await readEventStream(stream, (event) => {
        failures = 0;
        onEvent(event);
      });
    } catch (error) {
      if (signal.aborted || !shouldRetry(error)) return;
    }
    if (signal.aborted) return;
    const delay = delaysMs[Math.min(failures, delaysMs.length - 1)] ?? 0;
    failures += 1;
    await wait(delay, signal);
  }
}
