import { useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { lobbyCategories } from '../lib/game-categories';
import { loadLazyNamespace } from '../lib/i18n';
import { MainLayout } from './layouts/main-layout';
import { lazyScreen } from './lazy-screen';
import { RequireAgent, RequireMember, RequireToken } from './routes/access-routes';
import { AuthRoute } from './routes/auth-route';
import { HomeRoute } from './routes/home-route';

// The spec's lazy screen groups, each its own chunk.
const PromotionsScreen = lazyScreen(
  async () => (await import('./routes/promotions-screen')).PromotionsScreen,
  ['promotions'],
);
const SeamlessScreen = lazyScreen(async () => (await import('./routes/seamless-screen')).SeamlessScreen);
// The lottery's texts are their own namespace, fetched with its screens so no key ever shows untranslated.
const LotteryScreen = lazyScreen(async () => {
  const [screen] = await Promise.all([import('./routes/lottery-screen'), loadLazyNamespace('lottery')]);
  return screen.LotteryScreen;
});
const FairnessScreen = lazyScreen(async () => {
  const [screen] = await Promise.all([import('./routes/fairness-screen'), loadLazyNamespace('lottery')]);
  return screen.FairnessScreen;
});
const MemberCenterScreen = lazyScreen(
  async () => (await import('./routes/member-center-screen')).MemberCenterScreen,
  [
    'lottery',
    'member',
    'wallet',
    'deposit',
    'withdrawal',
    'records',
    'accounts',
    'responsible',
    'promotions',
    'missions',
    'social',
    'vip',
    'referral',
  ],
);
const PointMallScreen = lazyScreen(
  async () => (await import('./routes/point-mall-screen')).PointMallScreen,
  ['points'],
);
const AccountGameScreen = lazyScreen(async () => (await import('./routes/account-game-screen')).AccountGameScreen);
const GameListCenterScreen = lazyScreen(
  async () => (await import('./routes/game-list-center-screen')).GameListCenterScreen,
);
const ResponsibleGamingScreen = lazyScreen(
  async () => (await import('./routes/responsible-gaming-screen')).ResponsibleGamingScreen,
  ['responsible', 'accounts'],
);
const HelpScreen = lazyScreen(async () => (await import('./routes/help-screen')).HelpScreen);
const DownloadScreen = lazyScreen(
  async () => (await import('./routes/download-screen')).DownloadScreen,
  ['app-download'],
);
const AnnounceScreen = lazyScreen(async () => (await import('./routes/announce-screen')).AnnounceScreen);
// Pages that are not there yet, and the not-found page, are off the main paths.
const SocialLoginCallbackRoute = lazyScreen(
  async () => (await import('./routes/social-login-callback-route')).SocialLoginCallbackRoute,
  ['accounts', 'social'],
);
const NotFoundRoute = lazyScreen(async () => (await import('./routes/not-found-route')).NotFoundRoute);
// The agent centre has its own layout, which site visitors never need.
const AgentLayout = lazyScreen(
  async () => (await import('./layouts/agent-layout')).AgentLayout,
  ['accounts', 'member'],
);
const AgentCentreScreen = lazyScreen(
  async () => (await import('./routes/agent-centre-screen')).AgentCentreScreen,
  ['agent', 'member', 'records', 'wallet', 'deposit', 'withdrawal'],
);
const AgentLoginRoute = lazyScreen(
  async () => (await import('./routes/agent-login-route')).AgentLoginRoute,
  ['accounts'],
);

const homePaths = ['/', '/index', '/index.html', '/home'];
// /lottert is the spec's game centre: the lottery's page under a game-page path (no side menu).
const lotteryPaths = ['/lottery', '/lottert', '/seaLottery', '/vnLottery'];

/**
 * The spec's route table (§2). Matching ignores case, so /seaLottery also serves /sealottery and /vnLottery serves
 * /vnlottery.
 */
export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    children: [
      ...homePaths.map((path) => ({ path, element: <HomeRoute /> })),
      ...lobbyCategories.map((category) => ({ path: category.path, element: <GameListCenterScreen /> })),
      { path: '/login', element: <AuthRoute kind="login" /> },
      { path: '/register', element: <AuthRoute kind="register" /> },
      { path: '/forget', element: <AuthRoute kind="forget" /> },
      { path: '/social-login/callback', element: <SocialLoginCallbackRoute /> },
      {
        path: '/favorite/:type?',
        element: (
          <RequireMember>
            <AccountGameScreen />
          </RequireMember>
        ),
      },
      { path: '/promotions', element: <PromotionsScreen /> },
      { path: '/promotions/:id', element: <PromotionsScreen /> },
      { path: '/pointMall', element: <PointMallScreen /> },
      {
        path: '/member',
        element: (
          <RequireMember realAccount>
            <MemberCenterScreen />
          </RequireMember>
        ),
      },
      { path: '/help', element: <HelpScreen /> },
      { path: '/responsibleGaming', element: <ResponsibleGamingScreen /> },
      { path: '/down', element: <DownloadScreen /> },
      { path: '/announce', element: <AnnounceScreen /> },
      { path: '/seamless', element: <SeamlessScreen /> },
      ...lotteryPaths.map((path) => ({
        path,
        element: (
          <RequireToken>
            <LotteryScreen />
          </RequireToken>
        ),
      })),
      { path: '/fairness', element: <FairnessScreen /> },
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
            <AgentCentreScreen />
          </RequireAgent>
        ),
      },
    ],
  },
];

/**
 * The site's routes. A declarative router is enough for the spec's table (no loaders or actions) and weighs about half
 * of the data router in the first page load; a failure in a layout is caught by the app's error boundary.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
