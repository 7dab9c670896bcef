import type { Announcement } from '@croupier/contracts';
import { Link } from 'react-router';

/** The banners' drawn size (3:1); width and height on the image keep its place while it loads. */
export const bannerWidth = 1200;
export const bannerHeight = 400;

/**
 * One banner: its picture with the title laid over it. With a link type it is a link (spec §2): a path of the site
 * stays in the app, an address elsewhere opens in a new tab.
 */
export function BannerSlide({
  banner,
  eager = false,
}: {
  banner: Pick<Announcement, 'title' | 'url' | 'linkageType' | 'link'>;
  eager?: boolean;
}) {
  const picture = (
    <>
      {banner.url ? (
        <img
          src={banner.url}
          alt=""
          width={bannerWidth}
          height={bannerHeight}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      ) : null}
      <span className="absolute inset-y-0 start-0 flex w-3/4 items-center ps-6 pe-2 sm:ps-10">
        <span className="text-lg leading-snug font-bold text-balance text-white drop-shadow sm:text-3xl">
          {banner.title}
        </span>
      </span>
    </>
  );
  const className =
    'relative block aspect-[3/1] w-full overflow-hidden rounded-card border border-border bg-surface focus-visible:outline-2 focus-visible:outline-accent';
  if (banner.linkageType && banner.link) {
    return banner.link.startsWith('/') ? (
      <Link to={banner.link} className={className} data-testid="banner-link">
        {picture}
      </Link>
    ) : (
      <a href={banner.link} target="_blank" rel="noopener noreferrer" className={className} data-testid="banner-link">
        {picture}
      </a>
    );
  }
  return (
    <div className={className} data-testid="banner">
      {picture}
    </div>
  );
}
