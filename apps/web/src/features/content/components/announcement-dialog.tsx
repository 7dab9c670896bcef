import type { Announcement } from '@croupier/contracts';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';
import { Pagination } from '@/components/ui/pagination';
import { chunk } from '../chunk';
import { RichText } from './rich-text';

type AnnouncementDialogProps = {
  title: string;
  /** The accessible name of the titles' list. */
  listLabel: string;
  items: readonly Announcement[];
  /** Titles a page (spec §9: popups 9, notices 7); the pager shows only with more than one page. */
  perPage: number;
  /** The one shown first; the first of the list when absent. */
  initialId?: string;
  onClose: () => void;
  testId: string;
  footer?: ReactNode;
  /** The popups nobody asked for wait for any other open dialog (see Modal). */
  waitForOtherDialogs?: boolean;
};

/**
 * The site's announcement dialog, in the two shapes of spec §2 that share it: the popup announcements and the notice
 * popup. Titles on the left (a row that scrolls sideways on phones), paged; the chosen one's rich content on the right.
 */
export function AnnouncementDialog({
  title,
  listLabel,
  items,
  perPage,
  initialId,
  onClose,
  testId,
  footer,
  waitForOtherDialogs = false,
}: AnnouncementDialogProps) {
  const pages = chunk(items, perPage);
  const initialIndex = Math.max(
    0,
    items.findIndex((item) => item.id === initialId),
  );
  const [page, setPage] = useState(Math.floor(initialIndex / perPage) + 1);
  const [selectedId, setSelectedId] = useState(items[initialIndex]?.id);
  const selected = items.find((item) => item.id === selectedId) ?? items[0];
  const several = items.length > 1;
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      size="lg"
      testId={testId}
      footer={footer}
      waitForOtherDialogs={waitForOtherDialogs}
    >
      <div className={several ? 'grid gap-4 sm:grid-cols-[220px_1fr]' : ''}>
        {several ? (
          <div className="min-w-0 sm:border-e sm:border-border sm:pe-3">
            <ul
              aria-label={listLabel}
              className="flex gap-2 overflow-x-auto pb-1 sm:flex-col sm:overflow-visible sm:pb-0"
            >
              {(pages[page - 1] ?? []).map((item) => (
                <li key={item.id} className="shrink-0">
                  <button
                    type="button"
                    aria-pressed={item.id === selected?.id}
                    onClick={() => setSelectedId(item.id)}
                    data-testid={`${testId}-title`}
                    className={`min-h-11 w-full rounded-control px-3 py-2 text-start text-sm transition-colors duration-150 ${item.id === selected?.id ? 'bg-accent/15 font-semibold text-accent' : 'text-text-2 hover:bg-raised hover:text-text'}`}
                  >
                    {item.title}
                  </button>
                </li>
              ))}
            </ul>
            <div className="mt-2">
              <Pagination
                pageCount={pages.length}
                currentPage={page}
                onPageChange={(next) => {
                  setPage(next);
                  setSelectedId(pages[next - 1]?.[0]?.id);
                }}
                marginPages={0}
                pageRange={2}
              />
            </div>
          </div>
        ) : null}
        {selected ? (
          <article className="min-w-0" data-testid={`${testId}-content`}>
            <h3 className="text-lg font-semibold text-balance">{selected.title}</h3>
            {selected.type === 'PR' && selected.url ? (
              <img src={selected.url} alt="" className="mt-3 w-full rounded-card object-cover" />
            ) : null}
            <RichText html={selected.content} className="mt-3 text-text-2" />
          </article>
        ) : null}
      </div>
    </Modal>
  );
}
