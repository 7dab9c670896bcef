import type { GameType } from '@croupier/contracts';
import { Search } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader } from '@/components/ui/loader';
import { NoDataPanel } from '@/components/ui/no-data-panel';
import { Pagination } from '@/components/ui/pagination';
import { useVendorLanes } from '../api/get-vendor-lanes';
import { useGameList } from '../api/list-games';
import {
  initialLobbyFilter,
  lobbyClassifies,
  lobbyListRequest,
  memberOnlyClassifies,
  pickClassify,
  pickPage,
  pickVendor,
  submitSearch,
} from '../lobby-filter';
import type { LobbyFilter } from '../lobby-filter';
import { useGameActions } from '../use-game-actions';
import { GameGrid } from './game-grid';
import { SubGamesDialog } from './sub-games-dialog';

type LobbyPageProps = { gameType: GameType; title: string };

const chipClass =
  'inline-flex h-9 shrink-0 items-center rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors duration-150';

function chipState(active: boolean): string {
  return active
    ? 'border-accent bg-accent/15 text-accent'
    : 'border-border text-text-2 hover:border-white/25 hover:text-text';
}

/** The lobby of one game category (spec §2 game lobby): vendors, selection tabs, search, grid and pages. */
export function LobbyPage({ gameType, title }: LobbyPageProps) {
  const { t } = useTranslation('games');
  const [filter, setFilter] = useState<LobbyFilter>(initialLobbyFilter);
  const [searchText, setSearchText] = useState('');
  const actions = useGameActions();
  const lanes = useVendorLanes();
  const lane = lanes.data?.lanes.find((candidate) => candidate.gameCategory === gameType);
  const vendors = lane?.vendors ?? [];
  const laneCodes = (lane?.gameClassify ?? [])
    .filter((entry) => filter.vendor === 'ALL' || entry.vendors.includes(filter.vendor))
    .map((entry) => entry.code.toUpperCase());
  const classifies = lobbyClassifies(gameType, laneCodes);
  // A visitor never lists favourites or recent games (after a logout the lobby falls back to All).
  const effective =
    actions.loggedOut && memberOnlyClassifies.includes(filter.classify) ? { ...filter, classify: 'ALL' } : filter;
  const list = useGameList(lobbyListRequest(gameType, effective));
  const page = list.data;

  function chooseVendor(vendor: string) {
    setSearchText('');
    setFilter((current) => pickVendor(current, vendor));
  }

  function chooseClassify(classify: string) {
    if (actions.loggedOut && memberOnlyClassifies.includes(classify)) {
      actions.openLogin();
      return;
    }
    setSearchText('');
    setFilter((current) => pickClassify(current, classify));
  }

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSearchText(searchText.trim());
    setFilter((current) => submitSearch(current, searchText));
  }

  return (
    <section data-testid="lobby-page" aria-labelledby="lobby-title" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="lobby-title" className="text-2xl font-bold text-text">
          {title}
        </h1>
        <form role="search" onSubmit={search} className="flex w-full gap-2 sm:w-auto">
          <label className="sr-only" htmlFor="lobby-search">
            {t('lobby.search')}
          </label>
          <input
            id="lobby-search"
            data-testid="lobby-search-input"
            type="search"
            maxLength={64}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder={t('lobby.searchPlaceholder')}
            className="h-11 min-w-0 flex-1 rounded-control border border-border bg-surface px-3 text-sm text-text placeholder:text-text-3 sm:w-64"
          />
          <button
            type="submit"
            data-testid="lobby-search-submit"
            aria-label={t('lobby.searchSubmit')}
            className="grid size-11 shrink-0 place-items-center rounded-control bg-accent text-black transition-colors duration-150 hover:bg-accent-strong"
          >
            <Search className="size-5" aria-hidden="true" />
          </button>
        </form>
      </div>

      <nav aria-label={t('lobby.vendors')}>
        <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 scrollbar-none sm:mx-0 sm:flex-wrap sm:px-0">
          {['ALL', ...vendors].map((vendor) => (
            <li key={vendor}>
              <button
                type="button"
                data-testid={`lobby-vendor-${vendor}`}
                aria-pressed={filter.vendor === vendor}
                onClick={() => chooseVendor(vendor)}
                className={`${chipClass} ${chipState(filter.vendor === vendor)}`}
              >
                {vendor === 'ALL' ? t('lobby.allVendors') : (lane?.cards[vendor]?.name ?? vendor)}
              </button>
            </li>
          ))}
        </ul>
      </nav>

      <div role="group" aria-label={t('lobby.classifications')}>
        <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 scrollbar-none sm:mx-0 sm:flex-wrap sm:px-0">
          {classifies.map((code) => (
            <li key={code}>
              <button
                type="button"
                data-testid={`lobby-classify-${code}`}
                aria-pressed={effective.classify === code}
                onClick={() => chooseClassify(code)}
                className={`${chipClass} ${chipState(effective.classify === code)}`}
              >
                {t(`lobby.classify.${code}`, { defaultValue: code })}
              </button>
            </li>
          ))}
        </ul>
      </div>

      {list.isPending ? (
        <Loader />
      ) : list.isError ? (
        <NoDataPanel message={t('lobby.failed')} />
      ) : page && page.content.length > 0 ? (
        <div className={`space-y-6 ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
          <GameGrid
            games={page.content}
            favouriteIds={actions.favouriteIds}
            onOpen={actions.openGame}
            onToggleFavourite={actions.toggleFavourite}
            label={title}
          />
          <Pagination
            pageCount={page.totalPages}
            currentPage={filter.page}
            marginPages={1}
            pageRange={3}
            onPageChange={(next) => setFilter((current) => pickPage(current, next, page.totalPages))}
          />
        </div>
      ) : (
        <NoDataPanel />
      )}

      <SubGamesDialog
        parent={actions.vassalageParent}
        favouriteIds={actions.favouriteIds}
        onClose={actions.closeVassalage}
        onOpen={actions.openGame}
        onToggleFavourite={actions.toggleFavourite}
      />
    </section>
  );
}
