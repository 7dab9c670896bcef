import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app-providers';
import { GlobalLoader } from './global-loader';
import { router } from './router';
import { StartupGate } from './startup-gate';

export function App() {
  return (
    <AppProviders>
      <StartupGate>
        <RouterProvider router={router} />
        <GlobalLoader />
      </StartupGate>
    </AppProviders>
  );
}
