import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AccountGamesPage } from '../../features/games/components/account-games-page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoadedSiteConfig } from '../site-config-context';

/** The AccountGame screen group, loaded as its own chunk: favourite and recent games (`/favorite/:type?`). */
export function AccountGameScreen() {
  const { t } = useTranslation();
  const config = useLoadedSiteConfig();
  const { type } = useParams();
  const kind = type?.toLowerCase() === 'recent' ? 'recent' : 'favorites';
  useDocumentTitle(t(`pages.${kind}`), config.merchantName);
  return <AccountGamesPage key={kind} kind={kind} />;
}
