import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastProvider } from '../components/ui/toast-provider';
import { AppStoreProvider } from '../lib/app-store';
import { i18n } from '../lib/i18n';
import { prefetchHomeContent } from './prefetch-home';
import { createQueryClient } from './query-client';

/** Everything the site needs around it: server state, translations, client state and toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    prefetchHomeContent(client);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <AppStoreProvider>
          <ToastProvider>{children}</ToastProvider>
        </AppStoreProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
