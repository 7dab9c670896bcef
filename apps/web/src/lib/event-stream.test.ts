import { describe, expect, it, vi } from 'vitest';
import { createEventStreamParser, followEventStream, readEventStream } from './event-stream';
import type { ServerSentEvent } from './event-stream';

function streamOf(chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

describe('createEventStreamParser', () => {
  it('reads named events and their data', () => {
    const parser = createEventStreamParser();
    expect(parser.push('event: balance\ndata: {"balance":"1.00"}\n\n')).toEqual([
      { event: 'balance', data: '{"balance":"1.00"}' },
    ]);
  });

  it('completes a frame split anywhere between chunks, including inside a CRLF', () => {
    const parser = createEventStreamParser();
    const events: ServerSentEvent[] = [];
    for (const chunk of ['eve', 'nt: bal', 'ance\r', '\ndata: {"a"', ':1}\r', '\n', '\r', '\n']) {
      events.push(...parser.push(chunk));
    }
    expect(events).toEqual([{ event: 'balance', data: '{"a":1}' }]);
  });

  it('skips comments (keep-alives), joins data lines and defaults the name to message', () => {
    const parser = createEventStreamParser();
    expect(parser.push(': keep-alive\n\ndata: one\ndata:two\n\n')).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });

  it('does not dispatch a frame that carried no data, nor one still open', () => {
    const parser = createEventStreamParser();
    expect(parser.push('event: balance\n\nevent: balance\ndata: 1\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'balance', data: '1' }]);
  });
});

describe('readEventStream', () => {
  it('decodes a character whose bytes arrive in two reads', async () => {
    const bytes = new TextEncoder().encode('event: balance\ndata: {"currencySymbol":"฿"}\n\n');
    const split = bytes.indexOf(0xe0) + 1;
    const events: ServerSentEvent[] = [];
    await readEventStream(streamOf([bytes.slice(0, split), bytes.slice(split)]), (event) => events.push(event));
    expect(events).toEqual([{ event: 'balance', data: '{"currencySymbol":"฿"}' }]);
  });
});

describe('followEventStream', () => {
  it('reconnects after a drop with growing pauses, starting over once events flow again', async () => {
    const controller = new AbortController();
    const waits: number[] = [];
    const events: string[] = [];
    let opened = 0;
    const open = vi.fn(async () => {
      opened += 1;
      if (opened === 1) throw new Error('network down');
      if (opened === 2) throw new Error('still down');
      if (opened === 3) return streamOf(['data: first\n\n']);
      if (opened === 4) return streamOf(['data: second\n\n']);
      controller.abort();
      return streamOf([]);
    });
    await followEventStream({
      open,
      onEvent: (event) => events.push(event.data),
      signal: controller.signal,
      delaysMs: [10, 20, 40],
      wait: async (milliseconds) => {
        waits.push(milliseconds);
      },
    });
    expect(events).toEqual(['first', 'second']);
    // Two failures grow the pause; an event resets it, so the drops after a delivered event wait the shortest time.
    expect(waits).toEqual([10, 20, 10, 10]);
    expect(open).toHaveBeenCalledTimes(5);
  });

  it('stops for good on a failure that is not worth retrying', async () => {
    const open = vi.fn(async () => {
      throw new Error('refused');
    });
    await followEventStream({
      open,
      onEvent: () => undefined,
      signal: new AbortController().signal,
      shouldRetry: () => false,
      wait: async () => undefined,
    });
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('stops when the signal aborts during a pause', async () => {
    const controller = new AbortController();
    const open = vi.fn(async () => streamOf([]));
    await followEventStream({
      open,
      onEvent: () => undefined,
      signal: controller.signal,
      wait: async () => controller.abort(),
    });
    expect(open).toHaveBeenCalledTimes(1);
  });
});
