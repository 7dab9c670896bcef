import type { GameTile, GameType } from '@croupier/contracts';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHotGames } from '../api/get-hot-games';
import { useGameList } from '../api/list-games';
import { useGameActions } from '../use-game-actions';
import { GameGrid } from './game-grid';
import { DeferredSubGamesDialog } from './deferred-sub-games-dialog';

/** Home hot games (spec §9: 15) and the few games shown per category. */
export const homeHotCount = 15;
export const homeCategoryCount = 8;

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

function CategoryBlock({ block, actions }: { block: HomeCategoryBlock; actions: Actions }) {
  const list = useGameList({ gameType: block.gameType, gameClassify: 'ALL', pageNo: 1, pageSize: homeCategoryCount });
  const games = list.data?.content ?? [];
  if (games.length === 0) return null;
  const id = `home-block-${block.gameType.toLowerCase()}`;
  return (
    <section aria-labelledby={id} data-testid={`home-category-block-${block.gameType}`}>
      <BlockHeader id={id} title={block.title} path={block.path} />
      <Grid games={games} actions={actions} label={block.title} />
    </section>
  );
}

/** The home page's game blocks: the hot games, then a few games of each category with a link to its lobby. */
export function HomeGameBlocks({ categories }: { categories: readonly HomeCategoryBlock[] }) {
  const { t } = useTranslation('games');
  const actions = useGameActions();
  const hot = useHotGames({ limit: homeHotCount });
  const hotGames = hot.data ?? [];
  return (
    <div className="space-y-10">
      {hotGames.length > 0 && (
        <section aria-labelledby="home-block-hot" data-testid="home-hot-block">
          <BlockHeader id="home-block-hot" title={t('home.hot')} path="/home?type=HOT" />
          <Grid games={hotGames.slice(0, homeHotCount)} actions={actions} label={t('home.hot')} />
        </section>
      )}
      {categories.map((block) => (
        <CategoryBlock key={block.gameType} block={block} actions={actions} />
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
