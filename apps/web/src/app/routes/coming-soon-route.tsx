import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../components/ui/coming-soon-panel';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoadedSiteConfig } from '../site-config-context';

export type PageName =
  'forget' | 'promotions' | 'pointMall' | 'member' | 'download' | 'lottery' | 'seaLottery' | 'vnLottery' | 'agentLogin';

/** A page whose feature arrives in a later release: the layout and a plain "coming soon" panel, nothing fake. */
export function ComingSoonRoute({ page }: { page: PageName }) {
  const { t } = useTranslation();
  const config = useLoadedSiteConfig();
  const title = t(`pages.${page}`);
  useDocumentTitle(title, config.merchantName);
  return <ComingSoonPanel title={title} />;
}
