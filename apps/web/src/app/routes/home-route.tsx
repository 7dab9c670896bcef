import { gameTypeSchema } from '@croupier/contracts';
import { Suspense, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Loader } from '../../components/ui/loader';
import { WhenVisible } from '../../components/ui/when-visible';
import { HomeGameBlocks } from '../../features/games/components/home-game-blocks';
import { WinnersTicker } from '../../features/games/components/winners-ticker';
import type { HomeCategoryBlock } from '../../features/games/components/home-game-blocks';
import { parseHomeGameType } from '../../features/games/home-views';
import type { HomeGameType } from '../../features/games/home-views';
import { AnnouncementPopups } from '../../features/content/components/announcement-popups';
import { NoticeMarquee } from '../../features/content/components/notice-marquee';
import { HomePage } from '../../features/home/components/home-page';
import { JackpotDisplay } from '../../features/jackpot/components/jackpot-display';
import { useVendorLanes } from '../../features/games/api/get-vendor-lanes';
import { isCategoryOffered, lobbyCategories } from '../../lib/game-categories';
import type { GameCategoryId } from '../../lib/game-categories';
import { useSetAppState } from '../../lib/app-store';
import { loadLazyNamespace } from '../../lib/i18n';
import { useMemberSession } from '../../lib/member-session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { lazyScreen } from '../lazy-screen';
import { useLoadedSiteConfig } from '../site-config-context';
import { HomeBanners } from './home-banners';
import { useAccountMenuEntries } from './use-account-menu-entries';

// The home's game lists are a tap away from the first page, so they load when opened.
const HotGamesView = lazyScreen(
  async () => (await import('../../features/games/components/hot-games-view')).HotGamesView,
);
const GameSearchView = lazyScreen(
  async () => (await import('../../features/games/components/game-search-view')).GameSearchView,
);
const AllGamesView = lazyScreen(
  async () => (await import('../../features/games/components/all-games-view')).AllGamesView,
);
// The lottery strip sits below the game blocks: its code, texts and calls wait until it scrolls near the screen.
const LotteryHomeWidgets = lazyScreen(async () => {
  const [widgets] = await Promise.all([
    import('../../features/lottery/components/home-widgets'),
    loadLazyNamespace('lottery'),
  ]);
  return widgets.LotteryHomeWidgets;
});

/** The category tile each home game type lights up. */
const activeCategories: Record<HomeGameType, GameCategoryId | undefined> = {
  HOME: undefined,
  ALL: 'all',
  HOT: 'hot',
  SEARCH: undefined,
};

/** `?type=` picks the home's game type (spec §4): HOME by default, ALL from an "all" link, HOT, SEARCH. */
export function HomeRoute() {
  const { t } = useTranslation();
  const { t: tGames } = useTranslation('games');
  const config = useLoadedSiteConfig();
  const [searchParams] = useSearchParams();
  const signedIn = useMemberSession() !== null;
  const accountEntries = useAccountMenuEntries();
  const lanes = useVendorLanes().data;
  const type = parseHomeGameType(searchParams.get('type'));
  const setAppState = useSetAppState();
  const openLogin = useCallback(() => setAppState({ accountDialog: 'login' }), [setAppState]);
  const viewTitles: Record<HomeGameType, string> = {
    HOME: '',
    ALL: tGames('views.all.title'),
    HOT: tGames('views.hot.title'),
    SEARCH: tGames('views.search.title'),
  };
  useDocumentTitle(viewTitles[type], config.merchantName);
  const blocks = useMemo(
    () =>
      lobbyCategories.flatMap((category): HomeCategoryBlock[] => {
        const gameType = gameTypeSchema.safeParse(category.id.toUpperCase());
        return gameType.success && isCategoryOffered(category.id, lanes)
          ? [{ gameType: gameType.data, title: t(`categories.${category.id}`), path: category.path }]
          : [];
      }),
    [t, lanes],
  );
  return (
    <HomePage
      brandName={config.merchantName}
      activeCategory={activeCategories[type]}
      signedIn={signedIn}
      accountEntries={accountEntries}
      lanes={lanes}
      variant={type === 'HOME' ? 'home' : 'view'}
      searching={type === 'SEARCH'}
      highlights={
        <>
          <HomeBanners />
          <NoticeMarquee />
          <JackpotDisplay />
          <AnnouncementPopups />
        </>
      }
      winners={<WinnersTicker currency={config.currency} />}
      lottery={
        <WhenVisible minHeight={320}>
          <Suspense fallback={<div style={{ minHeight: 320 }} />}>
            <LotteryHomeWidgets signedIn={signedIn} onOpenLogin={openLogin} />
          </Suspense>
        </WhenVisible>
      }
    >
      {type === 'HOME' ? (
        <HomeGameBlocks categories={blocks} />
      ) : (
        <Suspense fallback={<Loader />}>
          {type === 'HOT' ? <HotGamesView /> : type === 'SEARCH' ? <GameSearchView /> : <AllGamesView />}
        </Suspense>
      )}
    </HomePage>
  );
}
