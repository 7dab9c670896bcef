import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app-providers';
import { GlobalLoader } from './global-loader';
import { LiveBalanceSync } from './live-balance-sync';
import { createAppRouter } from './router';
import { SessionSync } from './session-sync';
import { StartupGate } from './startup-gate';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <StartupGate>
        <SessionSync />
        <LiveBalanceSync />
        <RouterProvider router={router} />
        <GlobalLoader />
      </StartupGate>
    </AppProviders>
  );
}
