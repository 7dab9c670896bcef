import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { lobbyCategories } from '../lib/game-categories';
import { AgentLayout } from './layouts/agent-layout';
import { MainLayout } from './layouts/main-layout';
import { lazyScreen } from './lazy-screen';
import { RequireAgent, RequireMember, RequireToken } from './routes/access-routes';
import { AuthRoute } from './routes/auth-route';
import { ComingSoonRoute } from './routes/coming-soon-route';
import { HomeRoute } from './routes/home-route';
import { NotFoundRoute } from './routes/not-found-route';
import { RouterErrorRoute } from './routes/router-error-route';

// The spec's lazy screen groups, each its own chunk.
const PromotionsScreen = lazyScreen(async () => (await import('./routes/promotions-screen')).PromotionsScreen);
const SeamlessScreen = lazyScreen(async () => (await import('./routes/seamless-screen')).SeamlessScreen);
const LotteryScreen = lazyScreen(async () => (await import('./routes/lottery-screen')).LotteryScreen);
const MemberCenterScreen = lazyScreen(async () => (await import('./routes/member-center-screen')).MemberCenterScreen);
const PointMallScreen = lazyScreen(async () => (await import('./routes/point-mall-screen')).PointMallScreen);
const AccountGameScreen = lazyScreen(async () => (await import('./routes/account-game-screen')).AccountGameScreen);
const GameListCenterScreen = lazyScreen(
  async () => (await import('./routes/game-list-center-screen')).GameListCenterScreen,
);
const GameCenterScreen = lazyScreen(async () => (await import('./routes/game-center-screen')).GameCenterScreen);
const AgentLoginRoute = lazyScreen(async () => (await import('./routes/agent-login-route')).AgentLoginRoute);

const homePaths = ['/', '/index', '/index.html', '/home'];
const lotteryPaths = ['/lottery', '/seaLottery', '/vnLottery'];

/**
 * The spec's route table (§2). Matching ignores case, so /seaLottery also serves /sealottery and /vnLottery serves
 * /vnlottery.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouterErrorRoute />,
    children: [
      {
        element: <MainLayout />,
        children: [
          ...homePaths.map((path) => ({ path, element: <HomeRoute /> })),
          ...lobbyCategories.map((category) => ({ path: category.path, element: <GameListCenterScreen /> })),
          { path: '/login', element: <AuthRoute kind="login" /> },
          { path: '/register', element: <AuthRoute kind="register" /> },
          { path: '/forget', element: <AuthRoute kind="forget" /> },
          {
            path: '/favorite/:type?',
            element: (
              <RequireMember>
                <AccountGameScreen />
              </RequireMember>
            ),
          },
          { path: '/promotions', element: <PromotionsScreen /> },
          { path: '/pointMall', element: <PointMallScreen /> },
          {
            path: '/member',
            element: (
              <RequireMember realAccount>
                <MemberCenterScreen />
              </RequireMember>
            ),
          },
          { path: '/help', element: <ComingSoonRoute page="help" /> },
          { path: '/down', element: <ComingSoonRoute page="download" /> },
          { path: '/announce', element: <ComingSoonRoute page="announcements" /> },
          { path: '/seamless', element: <SeamlessScreen /> },
          ...lotteryPaths.map((path) => ({
            path,
            element: (
              <RequireToken>
                <LotteryScreen />
              </RequireToken>
            ),
          })),
          { path: '/lottert', element: <GameCenterScreen /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
      {
        element: <AgentLayout />,
        children: [
          { path: '/agent', element: <AgentLoginRoute /> },
          {
            path: '/agentHome',
            element: (
              <RequireAgent>
                <ComingSoonRoute page="agentCentre" />
              </RequireAgent>
            ),
          },
        ],
      },
    ],
  },
];

/**
 * Created when the app first renders rather than at import, so that a token in the address bar has been taken into
 * the session (and removed from the URL) before the router reads the location.
 */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
