import type { GameType } from '@croupier/contracts';
import { useRef, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Loader } from '@/components/ui/loader';
import { NoDataPanel } from '@/components/ui/no-data-panel';
import { Pagination } from '@/components/ui/pagination';
import { bringTopIntoView } from '@/lib/bring-top-into-view';
import { useMediaQuery } from '@/lib/use-media-query';
import { useVendorLanes } from '../api/get-vendor-lanes';
import { useGameList } from '../api/list-games';
import { restoredVendor } from '../launch-origin';
import { canLoadMore, shownCount } from '../load-more';
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
import { chipClassName } from './chip-class-name';
import { GameGrid } from './game-grid';
import { GameSearchForm } from './game-search-form';
import { roomyPagerQuery } from './paged-game-list';
import { DeferredSubGamesDialog } from './deferred-sub-games-dialog';

type LobbyPageProps = { gameType: GameType; title: string };

/** The SEA lottery's vendor: its games live on their own page (spec §2), not in the lobby's grid. */
const seaLotteryVendor = 'TCG_SEA';

/** The lobby of one game category (spec §2 game lobby): vendors, selection tabs, search, grid and pages. */
export function LobbyPage({ gameType, title }: LobbyPageProps) {
  const { t } = useTranslation('games');
  // Spec §4: the lobby opens on the vendor the player last launched a game from in this category.
  const [filter, setFilter] = useState<LobbyFilter>(() => pickVendor(initialLobbyFilter, restoredVendor(gameType)));
  const [searchText, setSearchText] = useState('');
  const [vendorPresses, setVendorPresses] = useState(0);
  const lanes = useVendorLanes();
  const lane = lanes.data?.lanes.find((candidate) => candidate.gameCategory === gameType);
  const vendors = lane?.vendors ?? [];
  // A remembered vendor that has since left the category gives way to every vendor.
  const vendor = lane !== undefined && !vendors.includes(filter.vendor) ? 'ALL' : filter.vendor;
  const actions = useGameActions({ origin: { gameType, vendor } });
  // Spec §2: 6 vendors, then a load-more for the rest; the chosen one (remembered from a launch) always shows.
  const vendorsShown = Math.max(shownCount('vendors', vendors.length, vendorPresses), vendors.indexOf(vendor) + 1);
  const moreVendors = canLoadMore('vendors', vendors.length, vendorsShown);
  const laneCodes = (lane?.gameClassify ?? [])
    .filter((entry) => vendor === 'ALL' || entry.vendors.includes(vendor))
    .map((entry) => entry.code.toUpperCase());
  const classifies = lobbyClassifies(gameType, laneCodes);
  // A visitor never lists favourites or recent games (after a logout the lobby falls back to All).
  const effective = {
    ...filter,
    vendor,
    classify: actions.loggedOut && memberOnlyClassifies.includes(filter.classify) ? 'ALL' : filter.classify,
  };
  const list = useGameList(lobbyListRequest(gameType, effective));
  const page = list.data;
  const roomy = useMediaQuery(roomyPagerQuery);
  const navigate = useNavigate();
  const top = useRef<HTMLElement>(null);

  function chooseVendor(code: string) {
    if (code === seaLotteryVendor) {
      if (actions.loggedOut) actions.openLogin();
      else void navigate('/sealottery');
      return;
    }
    setSearchText('');
    setFilter((current) => pickVendor(current, code));
  }

  function chooseClassify(classify: string) {
    if (actions.loggedOut && memberOnlyClassifies.includes(classify)) {
      actions.openLogin();
      return;
    }
    setSearchText('');
    setFilter((current) => pickClassify(current, classify));
  }

  return (
    <section
      ref={top}
      data-testid="lobby-page"
      aria-labelledby="lobby-title"
      className="scroll-mt-(--header-height) space-y-5"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="lobby-title" className="text-2xl font-bold text-text">
          {title}
        </h1>
        <GameSearchForm
          value={searchText}
          onChange={setSearchText}
          onSubmit={(gameName) => setFilter((current) => submitSearch(current, gameName))}
          testId="lobby-search"
          className="w-full sm:w-80"
        />
      </div>

      <nav aria-label={t('lobby.vendors')}>
        <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 scrollbar-none sm:mx-0 sm:flex-wrap sm:px-0">
          {['ALL', ...vendors.slice(0, vendorsShown)].map((code) => (
            <li key={code}>
              <button
                type="button"
                data-testid={`lobby-vendor-${code}`}
                aria-pressed={vendor === code}
                onClick={() => chooseVendor(code)}
                className={chipClassName(vendor === code)}
              >
                {code === 'ALL' ? t('lobby.allVendors') : (lane?.cards[code]?.name ?? '')}
              </button>
            </li>
          ))}
          {moreVendors ? (
            <li>
              <button
                type="button"
                data-testid="lobby-vendors-more"
                onClick={() => setVendorPresses((presses) => presses + 1)}
                className={`${chipClassName(false)} gap-1`}
              >
                {t('lobby.moreVendors')}
                <ChevronDown className="size-4" aria-hidden="true" />
              </button>
            </li>
          ) : null}
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
                className={chipClassName(effective.classify === code)}
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
            onTry={actions.tryGame}
            label={title}
          />
          <Pagination
            pageCount={page.totalPages}
            currentPage={filter.page}
            marginPages={1}
            pageRange={roomy ? 3 : 1}
            onPageChange={(next) => {
              setFilter((current) => pickPage(current, next, page.totalPages));
              bringTopIntoView(top.current);
            }}
          />
        </div>
      ) : (
        <NoDataPanel />
      )}

      <DeferredSubGamesDialog
        parent={actions.vassalageParent}
        favouriteIds={actions.favouriteIds}
        onClose={actions.closeVassalage}
        onOpen={actions.openGame}
        onToggleFavourite={actions.toggleFavourite}
        onTry={actions.tryGame}
      />
    </section>
  );
}
