import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast-provider';
import { AppStoreProvider } from '@/lib/app-store';
import '@/lib/i18n';

/** Renders a component with what the site wraps it in: server state, client state, toasts and a router. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <AppStoreProvider>
          <ToastProvider>
            <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
          </ToastProvider>
        </AppStoreProvider>
      </QueryClientProvider>
    );
  }
  return { ...render(ui, { wrapper: Providers }), queryClient };
}

export type FakeAnswer = { status?: number; body: unknown };
export type FakeRoute = (request: {
  url: URL;
  method: string;
  init: RequestInit | undefined;
}) => FakeAnswer | undefined;

/** Stubs fetch with a tiny router of envelope answers; every call is recorded for assertions. */
export function stubApi(route: FakeRoute) {
  const calls: { url: URL; method: string; headers: Headers; body: string | undefined }[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({
      url,
      method,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : undefined,
    });
    const answer = route({ url, method, init }) ?? {
      status: 404,
      body: { success: false, message: 'not found', value: null, code: 'NOT_FOUND' },
    };
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export const ok = (value: unknown): FakeAnswer => ({ body: { success: true, message: '', value } });
export const failure = (status: number, code: string, message: string, value: unknown = null): FakeAnswer => ({
  status,
  body: { success: false, message, value, code },
});
