import { useTranslation } from 'react-i18next';
import { DownloadPage } from '../../features/app-download/components/download-page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoadedSiteConfig } from '../site-config-context';

/** /down: install the site as an app (decision 0087). */
export function DownloadScreen() {
  const { t } = useTranslation('app-download');
  const config = useLoadedSiteConfig();
  useDocumentTitle(t('documentTitle'), config.merchantName);
  return <DownloadPage brandName={config.merchantName} />;
}
