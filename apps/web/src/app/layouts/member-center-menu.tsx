import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { memberCenterBadges, memberCenterIcons } from './member-center-pages';
import type { MemberCenterBadge, MemberCenterPage } from './member-center-pages';

type MemberCenterMenuProps = {
  pages: readonly MemberCenterPage[];
  current: MemberCenterPage;
  /** Spec §2 badge counts; a slot without a count (or with none yet) shows nothing. */
  badgeCounts: Partial<Record<MemberCenterBadge, number>>;
};

/**
 * The member centre's menu: one list that is a side menu from 1280 px and a scrollable tab strip on phones, so every
 * entry exists once (one test id, one tab stop). The current entry scrolls into view on the strip.
 */
export function MemberCenterMenu({ pages, current, badgeCounts }: MemberCenterMenuProps) {
  const { t } = useTranslation('member');
  const currentRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const item = currentRef.current;
    const strip = item?.closest('ul');
    if (!item || !strip || strip.scrollWidth <= strip.clientWidth) return;
    // Centre the current tab in the strip without moving the page itself.
    strip.scrollTo({ left: item.offsetLeft - (strip.clientWidth - item.offsetWidth) / 2 });
  }, [current]);

  return (
    <nav
      aria-label={t('menu.label')}
      data-testid="member-menu"
      className="-mx-4 border-b border-border sm:-mx-6 xl:mx-0 xl:rounded-card xl:border xl:bg-surface xl:p-2"
    >
      <ul className="flex snap-x gap-1 overflow-x-auto px-4 scrollbar-none sm:px-6 xl:flex-col xl:overflow-visible xl:px-0">
        {pages.map((page) => {
          const Icon = memberCenterIcons[page];
          const active = page === current;
          const badge = memberCenterBadges[page];
          const count = badge ? (badgeCounts[badge] ?? 0) : 0;
          return (
            <li key={page} className="shrink-0 snap-start">
              <Link
                ref={active ? currentRef : undefined}
                to={`/member?page=${page}`}
                aria-current={active ? 'page' : undefined}
                data-testid={`member-menu-${page}`}
                className={`relative flex min-h-12 items-center gap-2 px-3 text-sm whitespace-nowrap transition-colors duration-150 xl:min-h-11 xl:gap-3 xl:rounded-[8px] ${
                  active
                    ? 'font-semibold text-accent after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full after:bg-accent xl:bg-accent/10 xl:after:hidden'
                    : 'text-text-2 hover:text-text xl:hover:bg-white/5'
                }`}
              >
                <Icon className="size-[18px] shrink-0" aria-hidden="true" strokeWidth={active ? 2.2 : 1.9} />
                <span className="xl:flex-1">{t(`pages.${page}`)}</span>
                {badge ? (
                  <span
                    data-testid={`member-menu-badge-${badge}`}
                    data-count={count}
                    className="grid min-w-5 place-items-center rounded-pill bg-danger-strong px-1.5 text-[11px] leading-5 font-bold text-white tabular-nums empty:hidden"
                  >
                    {count > 0 ? (
                      <>
                        {count > 99 ? '99+' : count}
                        <span className="sr-only">{t(`badges.${badge}`)}</span>
                      </>
                    ) : null}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
