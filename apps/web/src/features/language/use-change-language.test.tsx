import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { useChangeLanguage } from './use-change-language';

let queryClient: QueryClient;

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

beforeEach(async () => {
  localStorage.clear();
  queryClient = new QueryClient();
  await i18n.changeLanguage('th');
});

afterEach(() => {
  cleanup();
  queryClient.clear();
});

describe('useChangeLanguage', () => {
  it('switches the interface, stores lang and hisLang, and sets <html lang>', async () => {
    const { result } = renderHook(() => useChangeLanguage(), { wrapper });
    await act(() => result.current('en'));
    expect(i18n.language).toBe('en');
    expect(i18n.t('actions.logIn')).toBe('Log in');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(localStorage.getItem('hisLang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('falls back to Thai for a text a bundle lacks', async () => {
    const { result } = renderHook(() => useChangeLanguage(), { wrapper });
    await act(() => result.current('fil'));
    expect(i18n.t('actions.logIn')).toBe('Mag-log in');
    expect(i18n.options.fallbackLng).toEqual(['th']);
  });

  it('invalidates only the queries whose key carries a language', async () => {
    queryClient.setQueryData(['system', 'permission', 'th'], { merchantName: 'Demo' });
    queryClient.setQueryData(['speed-test', ['https://a.example']], []);
    const { result } = renderHook(() => useChangeLanguage(), { wrapper });
    await act(() => result.current('pt-BR'));
    expect(queryClient.getQueryState(['system', 'permission', 'th'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['speed-test', ['https://a.example']])?.isInvalidated).toBe(false);
  });
});
