import type { GameType } from '@croupier/contracts';
import { LayoutGrid } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lobbyCategories } from '@/lib/game-categories';
import { useVendorLanes } from '../api/get-vendor-lanes';
import { parseCategory, searchAllRequest } from '../home-views';
import { useHomeView } from '../use-home-view';
import { chipClassName } from './chip-class-name';
import { GameSearchForm } from './game-search-form';
import { HomeViewHeading } from './home-view-heading';
import { PagedGameList } from './paged-game-list';

type CategoryEntry = { type: GameType | null; label: string; icon: LucideIcon };

const menuItemClass =
  'lg:flex lg:h-11 lg:w-full lg:justify-start lg:gap-3 lg:rounded-control lg:border-transparent lg:px-3 lg:text-[14.5px]';

/**
 * `/home?type=ALL`: the search-all variant (spec §2): games of every type, 24 a page, with a category menu (All plus the
 * categories that have vendors) beside the list on wide screens and above it on phones. Picking a category goes back
 * to page 1 and clears the search, as the lobby filter does (spec §4).
 */
export function AllGamesView() {
  const { t } = useTranslation('games');
  const { t: tCommon } = useTranslation();
  const { name, category, page, go } = useHomeView();
  const [text, setText] = useState(name);
  const [shownName, setShownName] = useState(name);
  if (shownName !== name) {
    setShownName(name);
    setText(name);
  }
  const lanes = useVendorLanes();
  const offered = lanes.data ? new Set<string>(lanes.data.lanes.map((lane) => lane.gameCategory)) : null;
  const entries: CategoryEntry[] = [
    { type: null, label: t('lobby.allVendors'), icon: LayoutGrid },
    ...lobbyCategories.flatMap((entry) => {
      const type = parseCategory(entry.id);
      return !type || (offered && !offered.has(type))
        ? []
        : [{ type, label: tCommon(`categories.${entry.id}`), icon: entry.icon }];
    }),
  ];
  const title = t('views.all.title');

  return (
    <section aria-labelledby="home-view-title" data-testid="home-all-view" className="space-y-5">
      <HomeViewHeading title={title}>
        <GameSearchForm
          value={text}
          onChange={setText}
          onSubmit={(gameName) => go('ALL', { category, name: gameName })}
          testId="home-all-search"
          className="w-full sm:w-80"
        />
      </HomeViewHeading>
      <div className="gap-6 space-y-5 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:items-start lg:space-y-0">
        <nav aria-label={t('views.all.categories')} className="lg:sticky lg:top-[calc(var(--header-height)+1rem)]">
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 scrollbar-none sm:mx-0 sm:flex-wrap sm:px-0 lg:flex-col lg:gap-0.5 lg:rounded-card lg:border lg:border-border lg:bg-surface lg:p-2">
            {entries.map(({ type, label, icon: Icon }) => {
              const active = type === category;
              return (
                <li key={type ?? 'ALL'}>
                  <button
                    type="button"
                    data-testid={`home-all-category-${type ?? 'ALL'}`}
                    aria-pressed={active}
                    onClick={() => go('ALL', { category: type })}
                    className={`${chipClassName(active)} ${menuItemClass} ${active ? 'lg:bg-raised lg:text-text' : ''}`}
                  >
                    <Icon
                      className={`hidden size-5 shrink-0 lg:block ${active ? 'text-accent' : ''}`}
                      aria-hidden="true"
                      strokeWidth={1.9}
                    />
                    {label}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="min-w-0 space-y-4">
          {name ? (
            <p className="text-sm text-text-2" data-testid="home-all-summary">
              {t('views.search.resultsFor', { name })}
            </p>
          ) : null}
          <PagedGameList
            request={searchAllRequest(category, name, page)}
            label={title}
            marginPages={2}
            pageRange={5}
            onPageChange={(next) => go('ALL', { category, name, page: next })}
            emptyMessage={name ? t('views.search.noResults', { name }) : undefined}
            testId="home-view-list"
          />
        </div>
      </div>
    </section>
  );
}
