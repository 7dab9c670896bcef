import { useTranslation } from 'react-i18next';
import { FairnessPage } from '../../features/lottery/components/fairness-page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoadedSiteConfig } from '../site-config-context';

/** The public draw verifier (`/fairness`): anyone may check an in-house draw, signed in or not. */
export function FairnessScreen() {
  const { t } = useTranslation('lottery');
  const config = useLoadedSiteConfig();
  useDocumentTitle(t('fairness.title'), config.merchantName);
  return <FairnessPage timeZone={config.timeZone} />;
}
