import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { agentCentreIcons } from './agent-centre-pages';
import type { AgentCentrePage } from './agent-centre-pages';

/**
 * The agent centre's menu: a side menu from 1024 px and a scrollable tab strip on phones (as the member centre's), so
 * every entry exists once; the current entry scrolls into view on the strip.
 */
export function AgentCentreMenu({ pages, current }: { pages: readonly AgentCentrePage[]; current: AgentCentrePage }) {
  const { t } = useTranslation('agent');
  const currentRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const item = currentRef.current;
    const strip = item?.closest('ul');
    if (!item || !strip || strip.scrollWidth <= strip.clientWidth) return;
    strip.scrollTo({ left: item.offsetLeft - (strip.clientWidth - item.offsetWidth) / 2 });
  }, [current]);

  return (
    <nav
      aria-label={t('menu.label')}
      data-testid="agent-menu"
      className="-mx-4 border-b border-border sm:-mx-6 lg:mx-0 lg:rounded-card lg:border lg:bg-surface lg:p-2"
    >
      <ul className="flex snap-x gap-1 overflow-x-auto px-4 scrollbar-none sm:px-6 lg:flex-col lg:overflow-visible lg:px-0">
        {pages.map((page) => {
          const Icon = agentCentreIcons[page];
          const active = page === current;
          return (
            <li key={page} className="shrink-0 snap-start">
              <Link
                ref={active ? currentRef : undefined}
                to={`/agentHome?page=${page}`}
                aria-current={active ? 'page' : undefined}
                data-testid={`agent-menu-${page}`}
                className={`relative flex min-h-12 items-center gap-2 px-3 text-sm whitespace-nowrap transition-colors duration-150 lg:min-h-11 lg:gap-3 lg:rounded-[8px] ${
                  active
                    ? 'font-semibold text-accent after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full after:bg-accent lg:bg-accent/10 lg:after:hidden'
                    : 'text-text-2 hover:text-text lg:hover:bg-white/5'
                }`}
              >
                <Icon className="size-[18px] shrink-0" aria-hidden="true" strokeWidth={active ? 2.2 : 1.9} />
                <span className="lg:flex-1">{t(`pages.${page}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
