import type { GameTile as GameTileData } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { GameTile } from './game-tile';

type GameGridProps = {
  games: readonly GameTileData[];
  favouriteIds: ReadonlySet<string>;
  onOpen: (game: GameTileData) => void;
  onToggleFavourite: (game: GameTileData) => void;
  onTry?: (game: GameTileData) => void;
  label?: string;
  /** `dialog` for a grid inside a popup, which is narrower than the viewport. */
  layout?: 'page' | 'dialog';
};

const layouts = {
  page: 'grid-cols-3 min-[600px]:grid-cols-4 min-[1024px]:grid-cols-6 min-[1440px]:grid-cols-8',
  dialog: 'grid-cols-3 min-[600px]:grid-cols-4',
} as const;

/** How wide each layout draws a tile (a little over, so a tile is never blurred), for the icon's `sizes`. */
const iconSizes = {
  page: '(min-width: 1440px) 10vw, (min-width: 1024px) 11vw, (min-width: 600px) 24vw, 30vw',
  dialog: '(min-width: 600px) 150px, 32vw',
} as const;

/** The game grid (UI.md): 3 columns on phones, 4 from 600 px, 6 from 1024 px, 8 from 1440 px. */
export function GameGrid({
  games,
  favouriteIds,
  onOpen,
  onToggleFavourite,
  onTry,
  label,
  layout = 'page',
}: GameGridProps) {
  const { t } = useTranslation('games');
  return (
    <ul data-testid="game-grid" aria-label={label ?? t('grid.label')} className={`grid gap-3 ${layouts[layout]}`}>
      {games.map((game) => (
        <GameTile
          key={game.nodeId}
          game={game}
          favourite={favouriteIds.has(String(game.nodeId))}
          onOpen={onOpen}
          onToggleFavourite={onToggleFavourite}
          onTry={onTry}
          sizes={iconSizes[layout]}
        />
      ))}
    </ul>
  );
}
