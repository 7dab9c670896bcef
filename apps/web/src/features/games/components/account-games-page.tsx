import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { accountGamesRequest, parsePageNumber } from '../home-views';
import { chipClassName } from './chip-class-name';
import { PagedGameList } from './paged-game-list';

export type AccountGamesKind = 'favorites' | 'recent';

const tabs: { kind: AccountGamesKind; path: string }[] = [
  { kind: 'favorites', path: '/favorite' },
  { kind: 'recent', path: '/favorite/recent' },
];

/** `/favorite` and `/favorite/recent` (spec §2 account games): the player's favourites or recent games, 15 a page. */
export function AccountGamesPage({ kind }: { kind: AccountGamesKind }) {
  const { t } = useTranslation('games');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePageNumber(searchParams.get('page'));
  const title = t(`account.${kind}.title`);
  return (
    <section aria-labelledby="account-games-title" data-testid="account-games-page" className="space-y-5">
      <h1 id="account-games-title" className="text-2xl font-bold text-text">
        {title}
      </h1>
      <nav aria-label={t('account.tabs')}>
        <ul className="flex gap-2">
          {tabs.map((tab) => (
            <li key={tab.kind}>
              <Link
                to={tab.path}
                data-testid={`account-games-tab-${tab.kind}`}
                aria-current={tab.kind === kind ? 'page' : undefined}
                className={chipClassName(tab.kind === kind)}
              >
                {t(`account.${tab.kind}.tab`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <PagedGameList
        request={accountGamesRequest(kind, page)}
        label={title}
        onPageChange={(next) => setSearchParams({ page: String(next) })}
        emptyMessage={t(`account.${kind}.empty`)}
        testId="account-games-list"
      />
    </section>
  );
}
