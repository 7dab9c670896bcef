import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getPaginationItems } from './get-pagination-items';

type PaginationProps = {
  pageCount: number;
  /** 1-based. */
  currentPage: number;
  onPageChange: (page: number) => void;
  marginPages?: number;
  pageRange?: number;
};

const itemClass =
  'grid min-w-11 h-11 place-items-center rounded-control px-2 text-sm font-medium tabular-nums transition-colors duration-150';

/** A pager; it renders nothing for a single page, and ignores pages outside the list (spec §4). */
export function Pagination({ pageCount, currentPage, onPageChange, marginPages = 1, pageRange = 3 }: PaginationProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;

  function go(page: number) {
    if (page < 1 || page > pageCount || page === currentPage) return;
    onPageChange(page);
  }

  return (
    <nav aria-label={t('pagination.label')} data-testid="pagination">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <button
            type="button"
            className={`${itemClass} text-text-2 hover:bg-raised hover:text-text disabled:opacity-40`}
            onClick={() => go(currentPage - 1)}
            disabled={currentPage <= 1}
            aria-label={t('pagination.previous')}
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
        </li>
        {getPaginationItems({ pageCount, currentPage, marginPages, pageRange }).map((item) =>
          item.kind === 'break' ? (
            <li key={item.key} aria-hidden="true" className={`${itemClass} text-text-3`}>
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                onClick={() => go(item.page)}
                aria-current={item.page === currentPage ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item.page })}
                className={`${itemClass} ${item.page === currentPage ? 'bg-accent text-on-accent' : 'text-text-2 hover:bg-raised hover:text-text'}`}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={`${itemClass} text-text-2 hover:bg-raised hover:text-text disabled:opacity-40`}
            onClick={() => go(currentPage + 1)}
            disabled={currentPage >= pageCount}
            aria-label={t('pagination.next')}
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
