import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../features/content/api/list-announcements';
import { BannerSlide } from '../../features/content/components/banner-slide';
import { lazyScreen } from '../lazy-screen';

const BannerCarousel = lazyScreen(
  async () => (await import('../../features/content/components/banner-carousel')).BannerCarousel,
);

const bannerTypes = ['B'] as const;

/**
 * The home page's banners. Until the carousel's code arrives, the first banner stands in its place at the same size,
 * so nothing below moves when it does; with no banner published, the section is not there at all.
 */
export function HomeBanners() {
  const { t } = useTranslation('content');
  const { data } = useAnnouncements({ types: bannerTypes });
  const banners = data?.banners ?? [];
  const first = banners[0];
  if (!first) return null;
  const standIn = (
    <div className="banner-carousel-stand-in pb-8">
      <div className="banner-carousel-slide mx-auto">
        <BannerSlide banner={first} eager />
      </div>
    </div>
  );
  return (
    <section aria-label={t('banner.region')} data-testid="home-banners" className="-mx-4 sm:mx-0">
      {banners.length === 1 ? standIn : <Suspense fallback={standIn}>{<BannerCarousel banners={banners} />}</Suspense>}
    </section>
  );
}
