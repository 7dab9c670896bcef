import { History, Star } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { VendorLanes } from '@croupier/contracts';
import { gameCategories, isCategoryOffered } from '@/lib/game-categories';
import type { GameCategoryId } from '@/lib/game-categories';

/** A logged-in player's own lists in the menu (spec §2): favourites, and recent games once there are any. */
export type AccountMenuEntry = 'favorites' | 'recent';

type MenuTile = { id: GameCategoryId | AccountMenuEntry; path: string; icon: LucideIcon };

const accountTiles: Record<AccountMenuEntry, MenuTile> = {
  favorites: { id: 'favorites', path: '/favorite', icon: Star },
  recent: { id: 'recent', path: '/favorite/recent', icon: History },
};

/** The spec's order: all and hot, the player's own lists, then the vendor categories. */
function menuTiles(accountEntries: readonly AccountMenuEntry[]): MenuTile[] {
  const own = accountEntries.map((entry) => accountTiles[entry]);
  const afterHot = gameCategories.findIndex((category) => category.id === 'hot') + 1;
  return [...gameCategories.slice(0, afterHot), ...own, ...gameCategories.slice(afterHot)];
}

const tileBackgrounds = [
  'bg-(image:--gradient-tile-1)',
  'bg-(image:--gradient-tile-2)',
  'bg-(image:--gradient-tile-3)',
  'bg-(image:--gradient-tile-4)',
  'bg-(image:--gradient-tile-5)',
];

type CategoryStripProps = {
  active?: GameCategoryId;
  headingId?: string;
  accountEntries?: readonly AccountMenuEntry[];
  /** The brand's vendor lanes: categories without a vendor are left out (spec §2). */
  lanes?: VendorLanes | undefined;
};

/** The row of game categories; scrolls sideways on phones and wraps into a grid on wider screens. */
export function CategoryStrip({ active, headingId, accountEntries = [], lanes }: CategoryStripProps) {
  const { t } = useTranslation();
  return (
    <nav
      aria-labelledby={headingId}
      aria-label={headingId ? undefined : t('menu.categories')}
      data-testid="category-strip"
    >
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 scrollbar-none sm:mx-0 sm:grid sm:grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))] sm:overflow-visible sm:px-0 sm:pb-0">
        {menuTiles(accountEntries)
          .filter((category) => isCategoryOffered(category.id, lanes))
          .map((category, index) => {
            const Icon = category.icon;
            const isActive = category.id === active;
            return (
              <li key={category.id} className="shrink-0 snap-start">
                <Link
                  to={category.path}
                  aria-current={isActive ? 'page' : undefined}
                  className={`group flex h-24 w-[5.75rem] flex-col items-center justify-center gap-2 rounded-card border px-2 text-center transition-[border-color,transform,box-shadow] duration-200 ease-out hover:-translate-y-0.5 sm:w-auto ${tileBackgrounds[index % tileBackgrounds.length]} ${isActive ? 'border-accent shadow-[0_0_0_1px_var(--color-accent),0_12px_28px_-14px_var(--color-accent)]' : 'border-white/5 hover:border-white/20'}`}
                >
                  <Icon
                    className={`size-7 transition-colors duration-200 ${isActive ? 'text-accent' : 'text-white/90 group-hover:text-white'}`}
                    aria-hidden="true"
                    strokeWidth={1.75}
                  />
                  <span className="text-[13px] leading-tight font-medium text-white">
                    {t(`categories.${category.id}`)}
                  </span>
                </Link>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}
