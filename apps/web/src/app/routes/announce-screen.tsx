import { useTranslation } from 'react-i18next';
import { AnnouncePage } from '../../features/content/components/announce-page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoadedSiteConfig } from '../site-config-context';

/** /announce: the brand's notices. */
export function AnnounceScreen() {
  const { t } = useTranslation('content');
  const config = useLoadedSiteConfig();
  useDocumentTitle(t('announce.title'), config.merchantName);
  return <AnnouncePage timeZone={config.timeZone} />;
}
