import { useTranslation } from 'react-i18next';
import { Loader } from '@/components/ui/loader';
import { NoDataPanel } from '@/components/ui/no-data-panel';
import { Pagination } from '@/components/ui/pagination';
import { useMediaQuery } from '@/lib/use-media-query';
import { useGameList } from '../api/list-games';
import type { GameListRequest } from '../api/list-games';
import { useGameActions } from '../use-game-actions';
import { GameGrid } from './game-grid';
import { DeferredSubGamesDialog } from './deferred-sub-games-dialog';

type PagedGameListProps = {
  request: GameListRequest;
  /** The grid's accessible name. */
  label: string;
  onPageChange: (page: number) => void;
  /** The spec's pager shapes: 1 margin page and a range of 3, or 2 and 5 for the category-menu variant. */
  marginPages?: number;
  pageRange?: number;
  emptyMessage?: string;
  testId?: string;
};

/**
 * Where the spec's pager windows fit. A phone has room for seven touch-sized pager buttons, so below this it shows the
 * first, current and last pages and the arrows.
 */
export const roomyPagerQuery = '(min-width: 640px)';

/** One page of a game list with its pager, the tiles' actions and the sub-game popup. */
export function PagedGameList({
  request,
  label,
  onPageChange,
  marginPages = 1,
  pageRange = 3,
  emptyMessage,
  testId,
}: PagedGameListProps) {
  const { t } = useTranslation('games');
  const actions = useGameActions();
  const list = useGameList(request);
  const page = list.data;
  const roomy = useMediaQuery(roomyPagerQuery);

  return (
    <div data-testid={testId} className="space-y-6">
      {list.isPending ? (
        <Loader />
      ) : list.isError ? (
        <NoDataPanel message={t('lobby.failed')} />
      ) : page && page.content.length > 0 ? (
        <div className={`space-y-6 transition-opacity duration-150 ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
          <GameGrid
            games={page.content}
            favouriteIds={actions.favouriteIds}
            onOpen={actions.openGame}
            onToggleFavourite={actions.toggleFavourite}
            onTry={actions.tryGame}
            label={label}
          />
          <Pagination
            pageCount={page.totalPages}
            currentPage={request.pageNo}
            marginPages={roomy ? marginPages : 1}
            pageRange={roomy ? pageRange : 1}
            onPageChange={onPageChange}
          />
        </div>
      ) : (
        <NoDataPanel message={emptyMessage} />
      )}
      <DeferredSubGamesDialog
        parent={actions.vassalageParent}
        favouriteIds={actions.favouriteIds}
        onClose={actions.closeVassalage}
        onOpen={actions.openGame}
        onToggleFavourite={actions.toggleFavourite}
        onTry={actions.tryGame}
      />
    </div>
  );
}
