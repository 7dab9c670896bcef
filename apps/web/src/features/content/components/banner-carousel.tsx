import type { Announcement } from '@croupier/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Autoplay, EffectCoverflow, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-coverflow';
import 'swiper/css/pagination';
import { BannerSlide } from './banner-slide';

/** Spec §9: autoplay every 5 s, not stopped by interaction; 1 s transitions; coverflow depth 200, rotation 30. */
const autoplayMs = 5_000;
const transitionMs = 1_000;

/**
 * The home banners as the spec's coverflow carousel: clickable dots and arrows, looping only with more than one
 * banner (spec §2). Its own chunk: Swiper loads after the first paint, in the place the placeholder kept for it.
 */
export function BannerCarousel({ banners }: { banners: Announcement[] }) {
  const { t } = useTranslation('content');
  const several = banners.length > 1;
  return (
    <div className="banner-carousel relative" data-testid="banner-carousel">
      <Swiper
        modules={[Autoplay, EffectCoverflow, Navigation, Pagination]}
        effect="coverflow"
        coverflowEffect={{ depth: 200, rotate: 30, stretch: 0, modifier: 1, slideShadows: false }}
        centeredSlides
        slidesPerView="auto"
        loop={several}
        speed={transitionMs}
        autoplay={several ? { delay: autoplayMs, disableOnInteraction: false } : false}
        pagination={{ clickable: true }}
        navigation={{ prevEl: '.banner-carousel-previous', nextEl: '.banner-carousel-next' }}
        a11y={{ enabled: false }}
        className="!pb-8"
      >
        {banners.map((banner, index) => (
          <SwiperSlide key={banner.id} className="banner-carousel-slide">
            <BannerSlide banner={banner} eager={index === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
      {several ? (
        <>
          <button
            type="button"
            aria-label={t('banner.previous')}
            className="banner-carousel-previous absolute start-1 top-[calc(50%-16px)] z-10 grid size-11 -translate-y-1/2 place-items-center rounded-full border border-border bg-bg/80 text-text backdrop-blur hover:border-accent sm:start-3"
          >
            <ChevronLeft className="size-5 rtl:rotate-180" aria-hidden="true" />
          </button>
          <button
            type="button"
            aria-label={t('banner.next')}
            className="banner-carousel-next absolute end-1 top-[calc(50%-16px)] z-10 grid size-11 -translate-y-1/2 place-items-center rounded-full border border-border bg-bg/80 text-text backdrop-blur hover:border-accent sm:end-3"
          >
            <ChevronRight className="size-5 rtl:rotate-180" aria-hidden="true" />
          </button>
        </>
      ) : null}
    </div>
  );
}
