import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AnnouncementPopups } from '@/features/content/components/announcement-popups';
import { PromotionDetailPage } from '@/features/promotions/components/promotion-detail-page';
import { PromotionsPage } from '@/features/promotions/components/promotions-page';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLoadedSiteConfig } from '../site-config-context';

/** The Promotions screen group, loaded as its own chunk: `/promotions` and an offer's page, `/promotions/:id`. */
export function PromotionsScreen() {
  const { t } = useTranslation();
  const config = useLoadedSiteConfig();
  const { id } = useParams();
  const title = t('pages.promotions');
  useDocumentTitle(title, config.merchantName);
  if (id) return <PromotionDetailPage id={id} currency={config.currency} timeZone={config.timeZone} />;
  return (
    <>
      <h1 className="mb-4 text-xl font-bold sm:text-2xl">{title}</h1>
      <PromotionsPage currency={config.currency} timeZone={config.timeZone} />
      <AnnouncementPopups group="promotions" />
    </>
  );
}
