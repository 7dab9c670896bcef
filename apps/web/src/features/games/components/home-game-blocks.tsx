import type { GameTile, GameType } from '@croupier/contracts';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WhenVisible } from '@/components/ui/when-visible';
import { Link } from 'react-router';
import { useHotGames } from '../api/get-hot-games';
import { useGamePages } from '../api/list-games';
import { canLoadMore, loadMoreRules, shownCount } from '../load-more';
import { useGameActions } from '../use-game-actions';
import { GameGrid } from './game-grid';
import { DeferredSubGamesDialog } from './deferred-sub-games-dialog';

/** Home hot games (spec §9: 15); a category block reads its games a load-more's worth at a time (12). */
export const homeHotCount = 15;
export const homeCategoryCount = loadMoreRules.games.step;

/** A category block's place until it is drawn: its heading and a row of tiles. */
const categoryBlockMinHeight = 240;

export type HomeCategoryBlock = { gameType: GameType; title: string; path: string };

type Actions = ReturnType<typeof useGameActions>;

function BlockHeader({ id, title, path }: { id: string; title: string; path?: string }) {
  const { t } = useTranslation('games');
  return (
    <div className="mb-4 flex items-end justify-between gap-4">
      <h2 id={id} className="text-lg font-semibold sm:text-xl">
        {title}
      </h2>
      {path && (
        <Link
          to={path}
          className="inline-flex items-center gap-1 text-sm font-medium text-accent hover:text-accent-strong"
        >
          {t('home.all')}
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      )}
    </div>
  );
}

function Grid({ games, actions, label }: { games: readonly GameTile[]; actions: Actions; label: string }) {
  return (
    <GameGrid
      games={games}
      favouriteIds={actions.favouriteIds}
      onOpen={actions.openGame}
      onToggleFavourite={actions.toggleFavourite}
      onTry={actions.tryGame}
      label={label}
    />
  );
}

/** The button under a block that reveals its next games (spec §2); it keeps its place while they arrive. */
function LoadMoreButton({ title, busy, onPress }: { title: string; busy: boolean; onPress: () => void }) {
  const { t } = useTranslation('games');
  return (
    <div className="mt-4 flex justify-center">
      <button
        type="button"
        onClick={onPress}
        disabled={busy}
        aria-busy={busy}
        data-testid="home-load-more"
        className="inline-flex h-11 items-center gap-2 rounded-pill border border-border bg-surface px-5 text-sm font-medium text-text transition-colors duration-150 hover:border-accent/60 disabled:opacity-60"
      >
        {t('home.loadMore')}
        <span className="sr-only">({title})</span>
        <ChevronDown className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

function CategoryBlock({ block, actions }: { block: HomeCategoryBlock; actions: Actions }) {
  const list = useGamePages({ gameType: block.gameType, gameClassify: 'ALL', pageSize: homeCategoryCount });
  const games = list.data?.pages.flatMap((page) => page.content) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  if (games.length === 0) return null;
  const id = `home-block-${block.gameType.toLowerCase()}`;
  return (
    <section aria-labelledby={id} data-testid={`home-category-block-${block.gameType}`}>
      <BlockHeader id={id} title={block.title} path={block.path} />
      <Grid games={games} actions={actions} label={block.title} />
      {list.hasNextPage && canLoadMore('games', total, games.length) ? (
        <LoadMoreButton title={block.title} busy={list.isFetchingNextPage} onPress={() => void list.fetchNextPage()} />
      ) : null}
    </section>
  );
}

/** The home page's game blocks: the hot games, then a few games of each category with a link to its lobby. */
export function HomeGameBlocks({ categories }: { categories: readonly HomeCategoryBlock[] }) {
  const { t } = useTranslation('games');
  const actions = useGameActions();
  const hot = useHotGames({ limit: homeHotCount });
  const hotGames = (hot.data ?? []).slice(0, homeHotCount);
  const [hotPresses, setHotPresses] = useState(0);
  const hotShown = shownCount('games', hotGames.length, hotPresses);
  return (
    <div className="space-y-10">
      {hotGames.length > 0 && (
        <section aria-labelledby="home-block-hot" data-testid="home-hot-block">
          <BlockHeader id="home-block-hot" title={t('home.hot')} path="/home?type=HOT" />
          <Grid games={hotGames.slice(0, hotShown)} actions={actions} label={t('home.hot')} />
          {canLoadMore('games', hotGames.length, hotShown) ? (
            <LoadMoreButton
              title={t('home.hot')}
              busy={false}
              onPress={() => setHotPresses((presses) => presses + 1)}
            />
          ) : null}
        </section>
      )}
      {/* Below the hot games: each block asks for its games, and draws them, once it comes near the screen. */}
      {categories.map((block) => (
        <WhenVisible key={block.gameType} minHeight={categoryBlockMinHeight} rootMargin="400px">
          <CategoryBlock block={block} actions={actions} />
        </WhenVisible>
      ))}
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
