import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { endMemberSession, resetMemberSessionForTests, startMemberSession } from '@/lib/member-session';
import { balanceQueryKey } from './get-balance';
import { balanceOfEvent, useLiveBalance } from './stream-balance-events';

const frame = (balance: string) =>
  `event: balance\ndata: ${JSON.stringify({ type: 'balance', balance, currency: 'THB', currencySymbol: '฿', playMoney: false })}\n\n`;

/** A response whose body the test writes to, chunk by chunk, and can end. */
function liveResponse() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(created) {
      controller = created;
    },
  });
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    write: (text: string) => controller?.enqueue(encoder.encode(text)),
  };
}

function wrapperWith(queryClient: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetMemberSessionForTests();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('balanceOfEvent', () => {
  it('reads a balance event and ignores anything else', () => {
    expect(balanceOfEvent({ event: 'balance', data: frame('1.00').split('data: ')[1]?.trim() ?? '' })).toEqual({
      balance: '1.00',
      currency: 'THB',
      currencySymbol: '฿',
      playMoney: false,
    });
    expect(balanceOfEvent({ event: 'jackpot', data: '{}' })).toBeNull();
    expect(balanceOfEvent({ event: 'balance', data: 'not json' })).toBeNull();
    expect(balanceOfEvent({ event: 'balance', data: '{"type":"balance"}' })).toBeNull();
  });
});

describe('useLiveBalance', () => {
  it('writes pushed balances into the cache with the token in the header, and stops on logout', async () => {
    startMemberSession({ token: 'token-1' });
    const stream = liveResponse();
    const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(stream.response));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient();
    const onMoneyMoved = vi.fn();
    renderHook(() => useLiveBalance(onMoneyMoved), { wrapper: wrapperWith(queryClient) });

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/wps/events');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1');

    // The first event reports the balance as it is; a frame split across reads still arrives whole.
    const first = frame('10000.00');
    stream.write(first.slice(0, 20));
    stream.write(first.slice(20));
    await waitFor(() =>
      expect(queryClient.getQueryData(balanceQueryKey('token-1'))).toMatchObject({ balance: '10000.00' }),
    );
    expect(onMoneyMoved).not.toHaveBeenCalled();

    stream.write(frame('10500.00'));
    await waitFor(() =>
      expect(queryClient.getQueryData(balanceQueryKey('token-1'))).toMatchObject({ balance: '10500.00' }),
    );
    expect(onMoneyMoved).toHaveBeenCalledTimes(1);

    const signal = init?.signal;
    expect(signal?.aborted).toBe(false);
    endMemberSession();
    await waitFor(() => expect(signal?.aborted).toBe(true));
  });
});
