import { gameTypeSchema } from '@croupier/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { HomeGameBlocks } from '../../features/games/components/home-game-blocks';
import type { HomeCategoryBlock } from '../../features/games/components/home-game-blocks';
import { HomePage } from '../../features/home/components/home-page';
import { lobbyCategories } from '../../lib/game-categories';
import type { GameCategoryId } from '../../lib/game-categories';
import { useMemberSession } from '../../lib/member-session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoadedSiteConfig } from '../site-config-context';

/** `?type=` picks the home's game type (spec: HOME by default, an "all" link sets ALL). */
const homeTypes: Record<string, GameCategoryId> = { ALL: 'all', HOT: 'hot' };

export function HomeRoute() {
  const { t } = useTranslation();
  const config = useLoadedSiteConfig();
  const [searchParams] = useSearchParams();
  const signedIn = useMemberSession() !== null;
  useDocumentTitle('', config.merchantName);
  const blocks = useMemo(
    () =>
      lobbyCategories.flatMap((category): HomeCategoryBlock[] => {
        const gameType = gameTypeSchema.safeParse(category.id.toUpperCase());
        return gameType.success
          ? [{ gameType: gameType.data, title: t(`categories.${category.id}`), path: category.path }]
          : [];
      }),
    [t],
  );
  return (
    <HomePage
      brandName={config.merchantName}
      activeCategory={homeTypes[searchParams.get('type')?.toUpperCase() ?? '']}
      signedIn={signedIn}
      gameBlocks={<HomeGameBlocks categories={blocks} />}
    />
  );
}
