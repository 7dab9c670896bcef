import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { homeSearchRequest, homeViewPath } from '../home-views';
import { useHomeView } from '../use-home-view';
import { GameSearchForm } from './game-search-form';
import { HomeViewHeading } from './home-view-heading';
import { PagedGameList } from './paged-game-list';

/**
 * `/home?type=SEARCH`: the home search (spec §2, §4: search sets the SEARCH game type). The first 15 matches of every
 * category, and a way into the search-all list for the rest.
 */
export function GameSearchView() {
  const { t } = useTranslation('games');
  const { name, page, go } = useHomeView();
  const [text, setText] = useState(name);
  const [shownName, setShownName] = useState(name);
  // Back and forward change the searched name under the box; the box follows it.
  if (shownName !== name) {
    setShownName(name);
    setText(name);
  }
  const title = t('views.search.title');
  return (
    <section aria-labelledby="home-view-title" data-testid="home-search-view" className="space-y-5">
      <HomeViewHeading title={title} />
      <GameSearchForm
        value={text}
        onChange={setText}
        onSubmit={(gameName) => go('SEARCH', { name: gameName })}
        testId="home-search"
        autoFocus={name === ''}
        className="max-w-xl"
      />
      {name ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
            <p className="text-sm text-text-2" data-testid="home-search-summary">
              {t('views.search.resultsFor', { name })}
            </p>
            <Link
              to={homeViewPath('ALL', { name })}
              data-testid="home-search-all"
              className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-accent hover:text-accent-strong"
            >
              {t('views.search.seeAll')}
              <ArrowRight className="size-4 rtl:rotate-180" aria-hidden="true" />
            </Link>
          </div>
          <PagedGameList
            request={homeSearchRequest(name, page)}
            label={title}
            onPageChange={(next) => go('SEARCH', { name, page: next })}
            emptyMessage={t('views.search.noResults', { name })}
            testId="home-view-list"
          />
        </>
      ) : (
        <p className="text-sm text-text-2">{t('views.search.prompt')}</p>
      )}
    </section>
  );
}
