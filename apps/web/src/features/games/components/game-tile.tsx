import type { GameTile as GameTileData } from '@croupier/contracts';
import { Heart, Play, Wrench } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type GameTileProps = {
  game: GameTileData;
  favourite: boolean;
  onOpen: (game: GameTileData) => void;
  onToggleFavourite: (game: GameTileData) => void;
  /** Starts the free trial; offered only for games that have one (spec §6: supportPlay 0). */
  onTry?: (game: GameTileData) => void;
  /** The `sizes` of the icon: how wide the grid draws a tile, so the browser picks the lightest icon that is sharp. */
  sizes?: string;
};

/** The letters of a game's monogram: the first of its first two words. */
function monogramOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => word.length > 0);
  return words
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toUpperCase();
}

/**
 * One square game tile (UI.md game grid): lazy icon over a soft placeholder, name on at most two lines, the vendor,
 * hot/new badges, the favourite heart and, where the game has one, the free-trial button. The trial button stays in
 * view, since phones have no hover.
 */
export function GameTile({ game, favourite, onOpen, onToggleFavourite, onTry, sizes }: GameTileProps) {
  const { t } = useTranslation('games');
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const offersTrial = onTry !== undefined && game.supportPlay === 0 && game.isGame === 'GAME' && !game.maintenance;
  return (
    <li data-testid="game-tile" data-node-id={game.nodeId} className="relative min-w-0">
      <button
        type="button"
        onClick={() => onOpen(game)}
        className="group flex w-full flex-col gap-1.5 rounded-card text-start"
        title={game.gameName}
      >
        <span className="relative block aspect-square w-full overflow-hidden rounded-card border border-white/5 bg-raised transition-[border-color,transform] duration-200 ease-out group-hover:-translate-y-0.5 group-hover:border-white/20">
          {!loaded && !failed && <span className="absolute inset-0 animate-pulse bg-white/5" aria-hidden="true" />}
          {failed ? (
            // The monogram: only for an icon that could not be shown (a vendor's picture that is missing or offline).
            <span
              role="img"
              aria-label={game.gameName}
              data-testid="game-monogram"
              className="grid size-full place-items-center bg-gradient-to-br from-accent/40 to-raised text-3xl font-extrabold text-white/90"
            >
              {monogramOf(game.gameName)}
            </span>
          ) : (
            <img
              src={game.iconUrl}
              srcSet={game.iconSourceSet}
              sizes={game.iconSourceSet ? sizes : undefined}
              alt={game.gameName}
              loading="lazy"
              decoding="async"
              width={256}
              height={256}
              onLoad={() => setLoaded(true)}
              onError={() => setFailed(true)}
              className={`size-full object-cover transition-opacity duration-300 ${loaded ? 'opacity-100' : 'opacity-0'} ${game.maintenance ? 'grayscale' : ''}`}
            />
          )}
          <span className="absolute start-1.5 top-1.5 flex flex-col items-start gap-1">
            {game.isHot === 1 && (
              <span className="rounded-full bg-danger-strong px-1.5 py-0.5 text-[10px] leading-none font-bold text-white uppercase">
                {t('tile.hot')}
              </span>
            )}
            {game.isNew === 1 && (
              <span className="rounded-full bg-accent px-1.5 py-0.5 text-[10px] leading-none font-bold text-black uppercase">
                {t('tile.new')}
              </span>
            )}
          </span>
          {game.maintenance && (
            <span className="absolute inset-x-0 bottom-0 flex items-center justify-center gap-1 bg-black/60 py-1 text-[11px] text-white">
              <Wrench className="size-3" aria-hidden="true" />
              {t('tile.maintenance')}
            </span>
          )}
        </span>
        {/* The picture already says the name to screen readers. */}
        <span aria-hidden="true" className="line-clamp-2 text-[13px] leading-tight font-medium text-text">
          {game.gameName}
        </span>
        <span className="truncate text-xs text-text-3">{game.displayName}</span>
      </button>
      <button
        type="button"
        data-testid="game-favourite"
        aria-pressed={favourite}
        aria-label={t(favourite ? 'tile.removeFavourite' : 'tile.addFavourite', { name: game.gameName })}
        onClick={() => onToggleFavourite(game)}
        className="absolute end-1 top-1 grid size-9 place-items-center rounded-full text-white transition-colors duration-150 hover:text-danger"
      >
        <span className="grid size-7 place-items-center rounded-full bg-black/45">
          <Heart
            className={`size-4 ${favourite ? 'fill-danger text-danger' : ''}`}
            aria-hidden="true"
            strokeWidth={2}
          />
        </span>
      </button>
      {offersTrial && (
        // Below the tile rather than over its icon, so a tap or click on the game itself always plays it.
        <button
          type="button"
          data-testid="game-try"
          aria-label={t('tile.tryFreeOf', { name: game.gameName })}
          onClick={() => onTry(game)}
          className="mt-1.5 inline-flex h-8 w-full items-center justify-center gap-1 rounded-pill border border-border px-2 text-xs font-semibold whitespace-nowrap text-text-2 transition-colors duration-150 hover:border-accent hover:text-accent"
        >
          <Play className="size-3 shrink-0 fill-current" aria-hidden="true" />
          {t('tile.tryFree')}
        </button>
      )}
    </li>
  );
}
