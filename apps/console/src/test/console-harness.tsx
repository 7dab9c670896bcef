import type { OperatorSession } from '@croupier/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { ConsoleSessionContext } from '@/lib/console-session-context';

export const testSession: OperatorSession = {
  username: 'operator',
  role: 'admin',
  roles: ['admin'],
  permissions: [],
  brands: [{ code: 'demo', name: 'Demo', timeZone: 'Asia/Bangkok' }],
  stage: 'active',
};

export type Call = { method: string; path: string; query: URLSearchParams; body: unknown };

/**
 * Stubs the console's `fetch` with an answer per call: `answer` gets each call and returns the envelope's value (or a
 * Response for a failure or bytes). Every call is kept in `calls`, so a test reads what a screen sent.
 */
export function stubApi(answer: (call: Call) => unknown) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://console.test');
      const call: Call = {
        method: init.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      const value = answer(call);
      if (value instanceof Response) return value;
      return new Response(JSON.stringify({ success: true, message: '', value }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** Renders a screen inside the shell's providers: the session (brand `demo` in Bangkok), the router and queries. */
export function renderInConsole(ui: ReactNode, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ConsoleSessionContext.Provider value={testSession}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </ConsoleSessionContext.Provider>
    </QueryClientProvider>,
  );
}

/**
 * What jsdom lacks and the screens use: the `<dialog>` element's modal calls (the console's Dialog opens with
 * `showModal`) and object addresses (BlobImage shows images from them).
 */
export function prepareJsdom() {
  // Assigned whole (not `??=`): jsdom's prototype has neither, and reading a missing method trips the lint rule.
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      this.open = false;
    },
  });
  URL.createObjectURL = () => 'blob:image';
  URL.revokeObjectURL = () => {};
}
