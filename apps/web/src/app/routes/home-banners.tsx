import { Suspense, useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../features/content/api/list-announcements';
import { BannerSlide } from '../../features/content/components/banner-slide';
import { bootBanner, removeBootHome } from '../boot-home';
import { useWhenIdle } from '../../lib/use-when-idle';
import { lazyScreen } from '../lazy-screen';

const BannerCarousel = lazyScreen(
  async () => (await import('../../features/content/components/banner-carousel')).BannerCarousel,
);

const bannerTypes = ['B'] as const;

/**
 * The home page's banners. Until the carousel's code arrives, the first banner stands in its place at the same size,
 * so nothing below moves when it does; with no banner published, the section is not there at all. It replaces the
 * first screen the server may have drawn in index.html (`boot-home.ts`).
 */
export function HomeBanners() {
  const { t } = useTranslation('content');
  const { data, isPending } = useAnnouncements({ types: bannerTypes });
  const banners = data?.banners ?? [];
  // index.html's first screen gives way to this one in the same commit; while the list is on its way, the banner
  // the server drew there stays in the first slide's place.
  useLayoutEffect(removeBootHome, []);
  const first = banners[0] ?? (isPending ? (bootBanner ?? undefined) : undefined);
  // Swiper's code and its set-up wait for the first idle moment: until then the first slide stands still in its place
  // (the carousel would show it for its first 5 s anyway), and the phone's first seconds go to what is on screen.
  const idle = useWhenIdle();
  // While the list is on its way the slot is kept at the banner's size: most brands have banners, and the page
  // below should not jump down when they arrive.
  if (!isPending && !first) return null;
  const standIn = <BannerSlot>{first ? <BannerSlide banner={first} eager /> : null}</BannerSlot>;
  return (
    <section aria-label={t('banner.region')} data-testid="home-banners" className="-mx-4 sm:mx-0">
      {banners.length > 1 && idle ? (
        <Suspense fallback={standIn}>{<BannerCarousel banners={banners} />}</Suspense>
      ) : (
        standIn
      )}
    </section>
  );
}

/** The carousel's first slide's place: the same width, 3:1 and the dots' room under it. */
function BannerSlot({ children }: { children: ReactNode }) {
  return (
    <div className="banner-carousel-stand-in pb-8">
      <div className="banner-carousel-slide mx-auto">
        {children ?? <div className="aspect-[3/1] w-full rounded-card bg-surface" aria-hidden="true" />}
      </div>
    </div>
  );
}
