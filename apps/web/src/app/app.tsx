import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { Loader } from '../components/ui/loader';
import { useMemberSession } from '../lib/member-session';
import { AppProviders } from './app-providers';
import { GlobalLoader } from './global-loader';
import { lazyScreen } from './lazy-screen';
import { QuietBoundary } from './quiet-boundary';
import { AppRoutes } from './router';
import { RouterErrorBoundary } from './router-error-boundary';
import { SessionSync } from './session-sync';
import { StartupGate } from './startup-gate';

// The live balance (and the records it refreshes) matters only to a signed-in player: visitors never load it.
const LiveBalanceSync = lazyScreen(async () => (await import('./live-balance-sync')).LiveBalanceSync);

function SignedInBalanceSync() {
  const token = useMemberSession()?.token;
  if (!token) return null;
  return (
    <QuietBoundary resetKey={token}>
      <Suspense fallback={null}>
        <LiveBalanceSync />
      </Suspense>
    </QuietBoundary>
  );
}

export function App() {
  return (
    <AppProviders>
      <StartupGate>
        <SessionSync />
        <SignedInBalanceSync />
        <BrowserRouter>
          <RouterErrorBoundary>
            <Suspense fallback={<Loader />}>
              <AppRoutes />
            </Suspense>
          </RouterErrorBoundary>
        </BrowserRouter>
        <GlobalLoader />
      </StartupGate>
    </AppProviders>
  );
}
