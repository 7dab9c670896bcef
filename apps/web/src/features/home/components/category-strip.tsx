import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { gameCategories } from '@/lib/game-categories';
import type { GameCategoryId } from '@/lib/game-categories';

const tileBackgrounds = [
  'bg-(image:--gradient-tile-1)',
  'bg-(image:--gradient-tile-2)',
  'bg-(image:--gradient-tile-3)',
  'bg-(image:--gradient-tile-4)',
  'bg-(image:--gradient-tile-5)',
];

type CategoryStripProps = { active?: GameCategoryId; headingId?: string };

/** The row of game categories; scrolls sideways on phones and wraps into a grid on wider screens. */
export function CategoryStrip({ active, headingId }: CategoryStripProps) {
  const { t } = useTranslation();
  return (
    <nav
      aria-labelledby={headingId}
      aria-label={headingId ? undefined : t('menu.categories')}
      data-testid="category-strip"
    >
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 scrollbar-none sm:mx-0 sm:grid sm:grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))] sm:overflow-visible sm:px-0 sm:pb-0">
        {gameCategories.map((category, index) => {
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
