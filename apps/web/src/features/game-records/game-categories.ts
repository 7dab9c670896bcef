import type { GameType } from '@croupier/contracts';
import { gameCategories } from '@/lib/game-categories';
import type { GameCategory, GameCategoryId } from '@/lib/game-categories';

const categoryIds: Record<GameType, GameCategoryId> = {
  RNG: 'rng',
  LIVE: 'live',
  FISH: 'fish',
  PVP: 'pvp',
  SPORTS: 'sports',
  ESPORTS: 'esports',
  COCKFIGHT: 'cockfight',
  LOTT: 'lott',
  ELOTT: 'elott',
};

/** The lobby's category (label key and icon) of a round's category; null for one this site does not know yet. */
export function categoryOf(gameType: string): GameCategory | null {
  const id = (categoryIds as Partial<Record<string, GameCategoryId>>)[gameType];
  return id ? (gameCategories.find((category) => category.id === id) ?? null) : null;
}
