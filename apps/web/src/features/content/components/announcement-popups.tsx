import type { Announcement } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { Pagination } from '@/components/ui/pagination';
import { useAnnouncements } from '../api/list-announcements';
import { chunk } from '../chunk';
import { readClosedPopups, rememberClosedPopups } from '../closed-popups';
import { RichText } from './rich-text';

const popupTypes = ['PU'] as const;
/** Spec §9: popup announcements are chunked into pages of 9. */
const popupsPerPage = 9;

/**
 * The popup announcements the caller may see (the server picks by execution: B visitors, A members, F on the first
 * login), once per browser session: closing the popup keeps the ones it showed closed until the session ends.
 */
export function AnnouncementPopups() {
  const { data } = useAnnouncements({ types: popupTypes });
  const [closed, setClosed] = useState(readClosedPopups);
  const popups = (data?.popups ?? []).filter((popup) => !closed.has(popup.id));
  if (popups.length === 0) return null;
  const close = () => {
    rememberClosedPopups(popups.map((popup) => popup.id));
    setClosed(readClosedPopups());
  };
  return <PopupDialog key={popups.map((popup) => popup.id).join()} popups={popups} onClose={close} />;
}

function PopupDialog({ popups, onClose }: { popups: Announcement[]; onClose: () => void }) {
  const { t } = useTranslation('content');
  const pages = chunk(popups, popupsPerPage);
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState(popups[0]?.id);
  const selected = popups.find((popup) => popup.id === selectedId) ?? popups[0];
  const several = popups.length > 1;
  return (
    <Modal open onClose={onClose} title={t('popup.title')} size="lg" testId="announcement-popup">
      <div className={several ? 'grid gap-4 sm:grid-cols-[200px_1fr]' : ''}>
        {several ? (
          <div className="min-w-0">
            <ul
              aria-label={t('popup.list')}
              className="flex gap-2 overflow-x-auto pb-1 sm:flex-col sm:overflow-visible sm:pb-0"
            >
              {(pages[page - 1] ?? []).map((popup) => (
                <li key={popup.id} className="shrink-0">
                  <button
                    type="button"
                    aria-pressed={popup.id === selected?.id}
                    onClick={() => setSelectedId(popup.id)}
                    className={`min-h-11 w-full rounded-control px-3 py-2 text-start text-sm transition-colors duration-150 ${popup.id === selected?.id ? 'bg-accent/15 font-semibold text-accent' : 'text-text-2 hover:bg-raised hover:text-text'}`}
                  >
                    {popup.title}
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
          <article className="min-w-0" data-testid="announcement-popup-content">
            <h3 className="text-lg font-semibold text-balance">{selected.title}</h3>
            <RichText html={selected.content} className="mt-3 text-text-2" />
          </article>
        ) : null}
      </div>
    </Modal>
  );
}
