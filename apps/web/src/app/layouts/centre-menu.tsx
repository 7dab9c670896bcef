import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Classes by the width from which the menu is a side menu: the member centre's from 1280 px, the agent centre's
 * (more pages beside a narrower content) from 1024 px. Written out whole so the stylesheet keeps them.
 */
const layouts = {
  lg: {
    nav: '-mx-4 border-b border-border sm:-mx-6 lg:mx-0 lg:rounded-card lg:border lg:bg-surface lg:p-2',
    list: 'flex snap-x gap-1 overflow-x-auto px-4 scrollbar-none sm:px-6 lg:flex-col lg:overflow-visible lg:px-0',
    link: 'relative flex min-h-12 items-center gap-2 px-3 text-sm whitespace-nowrap transition-colors duration-150 lg:min-h-11 lg:gap-3 lg:rounded-[8px]',
    active:
      'font-semibold text-accent after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full after:bg-accent lg:bg-accent/10 lg:after:hidden',
    idle: 'text-text-2 hover:text-text lg:hover:bg-white/5',
    label: 'lg:flex-1',
  },
  xl: {
    nav: '-mx-4 border-b border-border sm:-mx-6 xl:mx-0 xl:rounded-card xl:border xl:bg-surface xl:p-2',
    list: 'flex snap-x gap-1 overflow-x-auto px-4 scrollbar-none sm:px-6 xl:flex-col xl:overflow-visible xl:px-0',
    link: 'relative flex min-h-12 items-center gap-2 px-3 text-sm whitespace-nowrap transition-colors duration-150 xl:min-h-11 xl:gap-3 xl:rounded-[8px]',
    active:
      'font-semibold text-accent after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full after:bg-accent xl:bg-accent/10 xl:after:hidden',
    idle: 'text-text-2 hover:text-text xl:hover:bg-white/5',
    label: 'xl:flex-1',
  },
} as const;

export type CentreMenuProps<Page extends string> = {
  /** The translation namespace holding `menu.label`, `pages.<page>` and `badges.<slot>`. */
  namespace: 'member' | 'agent';
  /** The route a page is `?page=` of, and the test ids' prefix (`<prefix>-menu-<page>`). */
  route: '/member' | '/agentHome';
  testIdPrefix: 'member' | 'agent';
  sideFrom: keyof typeof layouts;
  pages: readonly Page[];
  current: Page;
  icons: Record<Page, LucideIcon>;
  /** Spec §2 badge counts: the slot a page shows one in, and its count (a slot without a count shows nothing). */
  badgeOf?: (page: Page) => { slot: string; count: number } | undefined;
};

/**
 * The member and agent centres' menu: one list that is a side menu on wide screens and a scrollable tab strip on
 * phones, so every entry exists once (one test id, one tab stop). The current entry scrolls into view on the strip.
 */
export function CentreMenu<Page extends string>({
  namespace,
  route,
  testIdPrefix,
  sideFrom,
  pages,
  current,
  icons,
  badgeOf,
}: CentreMenuProps<Page>) {
  const { t } = useTranslation(namespace);
  const currentRef = useRef<HTMLAnchorElement>(null);
  const classes = layouts[sideFrom];

  useEffect(() => {
    const item = currentRef.current;
    const strip = item?.closest('ul');
    if (!item || !strip || strip.scrollWidth <= strip.clientWidth) return;
    // Centre the current tab in the strip without moving the page itself.
    strip.scrollTo({ left: item.offsetLeft - (strip.clientWidth - item.offsetWidth) / 2 });
  }, [current]);

  return (
    <nav aria-label={t('menu.label')} data-testid={`${testIdPrefix}-menu`} className={classes.nav}>
      <ul className={classes.list}>
        {pages.map((page) => {
          const Icon: LucideIcon = icons[page];
          const active = page === current;
          const badge = badgeOf?.(page);
          return (
            <li key={page} className="shrink-0 snap-start">
              <Link
                ref={active ? currentRef : undefined}
                to={`${route}?page=${page}`}
                aria-current={active ? 'page' : undefined}
                data-testid={`${testIdPrefix}-menu-${page}`}
                className={`${classes.link} ${active ? classes.active : classes.idle}`}
              >
                <Icon className="size-[18px] shrink-0" aria-hidden="true" strokeWidth={active ? 2.2 : 1.9} />
                <span className={classes.label}>{t(`pages.${page}` as never)}</span>
                {badge ? (
                  <span
                    data-testid={`${testIdPrefix}-menu-badge-${badge.slot}`}
                    data-count={badge.count}
                    className="grid min-w-5 place-items-center rounded-pill bg-danger-strong px-1.5 text-[11px] leading-5 font-bold text-white tabular-nums empty:hidden"
                  >
                    {badge.count > 0 ? (
                      <>
                        {badge.count > 99 ? '99+' : badge.count}
                        <span className="sr-only">{t(`badges.${badge.slot}` as never)}</span>
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
