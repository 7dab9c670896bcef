import { useTranslation } from 'react-i18next';
import { HelpPage } from '../../features/content/components/help-page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoadedSiteConfig } from '../site-config-context';

/** /help and /help#term: the help centre and the terms pages. */
export function HelpScreen() {
  const { t } = useTranslation('content');
  const config = useLoadedSiteConfig();
  useDocumentTitle(t('help.title'), config.merchantName);
  return <HelpPage timeZone={config.timeZone} />;
}
