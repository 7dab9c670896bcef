import type { ReactNode } from 'react';
import { useAnnouncements } from '../api/list-announcements';
import { BannerSlide } from './banner-slide';

const bannerTypes = ['B'] as const;

/** The forgot-password popup's banner: the first of the brand's `w_forget` banner group (spec §2), if it has one. */
export function ForgetBanner({ fallback }: { fallback: ReactNode }) {
  const { data, isPending } = useAnnouncements({ types: bannerTypes, group: 'w_forget' });
  const banner = data?.banners[0];
  if (isPending) return <div className="aspect-[3/1] w-full bg-surface" aria-hidden="true" />;
  if (!banner) return fallback;
  return (
    <div data-testid="forget-banner" className="border-b border-border [&>*]:rounded-none [&>*]:border-0">
      <BannerSlide banner={banner} eager />
    </div>
  );
}
