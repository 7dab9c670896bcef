import { useTranslation } from 'react-i18next';

const pageSizes = [20, 50, 100, 200];

/** Page n of m, previous and next, and the page size; the screen keeps them in the address. */
export function PaginationBar({
  pageNo,
  totalPages,
  total,
  pageSize,
  onPage,
  onPageSize,
}: {
  pageNo: number;
  totalPages: number;
  total: number;
  pageSize: number;
  onPage: (pageNo: number) => void;
  onPageSize: (pageSize: number) => void;
}) {
  const { t } = useTranslation();
  const button =
    'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <nav
      className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600"
      aria-label={t('table.summary', { total, page: pageNo, pages: totalPages })}
    >
      <span>{t('table.summary', { total: total.toLocaleString('en-US'), page: pageNo, pages: totalPages })}</span>
      <div className="flex items-center gap-2">
        <label className="flex items-center gap-2">
          {t('table.pageSize')}
          <select
            className="rounded-md border border-slate-300 bg-white px-2 py-1.5"
            value={pageSize}
            onChange={(event) => onPageSize(Number(event.target.value))}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={button} disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
          {t('table.previous')}
        </button>
        <button type="button" className={button} disabled={pageNo >= totalPages} onClick={() => onPage(pageNo + 1)}>
          {t('table.next')}
        </button>
      </div>
    </nav>
  );
}
