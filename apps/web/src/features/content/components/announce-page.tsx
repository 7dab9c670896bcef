import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader } from '@/components/ui/loader';
import { NoDataPanel } from '@/components/ui/no-data-panel';
import { Pagination } from '@/components/ui/pagination';
import { formatDateTime } from '@/lib/format-date-time';
import { useAnnouncements } from '../api/list-announcements';
import { chunk } from '../chunk';
import { RichText } from './rich-text';

const noticeTypes = ['PL'] as const;
/** Spec §9: notices 7 a page, pagination range 2 with no margin pages, shown only with more than one page. */
const noticesPerPage = 7;

/** The announcements page (spec §2 /announce): the brand's notices, newest order first as the operator set it. */
export function AnnouncePage({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('content');
  const { data, isPending } = useAnnouncements({ types: noticeTypes });
  const [page, setPage] = useState(1);
  const pages = chunk(data?.playerNotices ?? [], noticesPerPage);
  return (
    <div className="mx-auto max-w-3xl space-y-6" data-testid="announce-page">
      <h1 className="text-2xl font-bold tracking-tight">{t('announce.title')}</h1>
      {isPending ? <Loader /> : null}
      {!isPending && pages.length === 0 ? <NoDataPanel message={t('announce.empty')} /> : null}
      <ul className="space-y-3">
        {(pages[page - 1] ?? []).map((notice) => (
          <li key={notice.id}>
            <article className="rounded-card border border-border bg-surface p-5" data-testid="announce-notice">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h2 className="font-semibold">{notice.title}</h2>
                <time dateTime={notice.timestamp} className="text-xs text-text-3 tabular-nums">
                  {formatDateTime(notice.timestamp, timeZone).slice(0, 10)}
                </time>
              </div>
              <RichText html={notice.content} className="mt-2 text-sm text-text-2" />
            </article>
          </li>
        ))}
      </ul>
      <Pagination pageCount={pages.length} currentPage={page} onPageChange={setPage} marginPages={0} pageRange={2} />
    </div>
  );
}
