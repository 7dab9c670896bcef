import { Bird, Cherry, Dices, Fish, Flame, Gamepad2, LayoutGrid, Spade, Ticket, Trophy, Tv } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { GameType, VendorLanes } from '@croupier/contracts';

export type GameCategoryId =
  'all' | 'hot' | 'live' | 'rng' | 'fish' | 'lott' | 'elott' | 'esports' | 'sports' | 'pvp' | 'cockfight';

export type GameCategory = {
  id: GameCategoryId;
  /** Where the category lives; only the vendor categories have a path of their own (spec §2). */
  path: string;
  icon: LucideIcon;
};

/** The lobby's categories in the order the menus show them. */
export const gameCategories: readonly GameCategory[] = [
  { id: 'all', path: '/home?type=ALL', icon: LayoutGrid },
  { id: 'hot', path: '/home?type=HOT', icon: Flame },
  { id: 'live', path: '/live', icon: Tv },
  { id: 'rng', path: '/rng', icon: Cherry },
  { id: 'fish', path: '/fish', icon: Fish },
  { id: 'lott', path: '/lott', icon: Ticket },
  { id: 'elott', path: '/elott', icon: Dices },
  { id: 'esports', path: '/esports', icon: Gamepad2 },
  { id: 'sports', path: '/sports', icon: Trophy },
  { id: 'pvp', path: '/pvp', icon: Spade },
  { id: 'cockfight', path: '/cockfight', icon: Bird },
];

/** The categories that have a lobby route of their own. */
export const lobbyCategories = gameCategories.filter((category) => !category.path.startsWith('/home'));

const categoryOfType: Record<GameType, GameCategoryId> = {
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

/**
 * Whether the menus offer a category (spec §2: each game category that has at least one vendor; decision 0047).
 * All, hot and the player's own lists always show; a vendor category shows when the brand's lanes list it, and every one shows while the
 * lanes are not known yet, so nothing is taken away before the answer. A visit to an empty category's path still
 * works and shows the lobby's no-data message.
 */
export function isCategoryOffered(id: string, lanes: VendorLanes | undefined): boolean {
  const vendorCategory = (Object.values(categoryOfType) as string[]).includes(id);
  if (!lanes || !vendorCategory) return true;
  return lanes.lanes.some((lane) => categoryOfType[lane.gameCategory] === id && lane.vendors.length > 0);
}
