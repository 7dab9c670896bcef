import { gameTypeSchema } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useVendorLanes } from '../../features/games/api/get-vendor-lanes';
import { LobbyPage } from '../../features/games/components/lobby-page';
import { CategoryStrip } from '../../features/home/components/category-strip';
import { lobbyCategories } from '../../lib/game-categories';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoadedSiteConfig } from '../site-config-context';
import { useAccountMenuEntries } from './use-account-menu-entries';

/** The GameListCenter screen group, loaded as its own chunk: the lobby of one game category. */
export function GameListCenterScreen() {
  const { t } = useTranslation();
  const config = useLoadedSiteConfig();
  const path = useLocation().pathname.toLowerCase();
  const category = lobbyCategories.find((candidate) => candidate.path === path) ?? lobbyCategories[0];
  const title = category ? t(`categories.${category.id}`) : '';
  const gameType = gameTypeSchema.safeParse(category?.id.toUpperCase());
  useDocumentTitle(title, config.merchantName);
  const accountEntries = useAccountMenuEntries();
  const lanes = useVendorLanes().data;
  return (
    <div className="space-y-8">
      <CategoryStrip active={category?.id} accountEntries={accountEntries} lanes={lanes} />
      {gameType.success && <LobbyPage key={gameType.data} gameType={gameType.data} title={title} />}
    </div>
  );
}
