import { createBrowserRouter, Navigate } from 'react-router';
import { LoginScreen } from '@/features/session/components/login-screen';
import { ConsoleLayout } from './layouts/console-layout';
import { FirstScreen, NotFound } from './first-screen';
import { RequireSession } from './require-session';
import { RequirePermission } from './require-permission';
import { screens } from './screens';

/** The console's route table: the login, then the shell with one child route per entry of screens.ts. */
export const router = createBrowserRouter(
  [
    { path: '/login', element: <LoginScreen /> },
    {
      path: '/',
      element: (
        <RequireSession>
          <ConsoleLayout />
        </RequireSession>
      ),
      children: [
        { index: true, element: <FirstScreen /> },
        ...screens.map((screen) => ({
          // A screen may have pages of its own under its path (a draw's page under the draws list).
          path: `${screen.path}/*`,
          lazy: async () => {
            const { default: Screen } = await screen.load();
            return {
              element: (
                <RequirePermission permission={screen.permission}>
                  <Screen />
                </RequirePermission>
              ),
            };
          },
        })),
        // The operator's own account, for every role (the top bar's menu).
        {
          path: 'account/two-factor',
          lazy: async () => ({
            Component: (await import('@/features/security/components/two-factor-screen')).default,
          }),
        },
        {
          path: 'account/password',
          lazy: async () => ({ Component: (await import('@/features/security/components/password-screen')).default }),
        },
        { path: '*', element: <NotFound /> },
      ],
    },
    { path: '*', element: <Navigate to="/" replace /> },
  ],
  { basename: '/console' },
);
