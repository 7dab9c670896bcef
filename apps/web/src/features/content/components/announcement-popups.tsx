import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../api/list-announcements';
import { readClosedPopups, rememberClosedPopups } from '../closed-popups';

// The dialog's code (modal, pages, rich text) loads beside the popups' list, off the first page's weight.
const AnnouncementDialog = lazy(async () => ({ default: (await import('./announcement-dialog')).AnnouncementDialog }));

const popupTypes = ['PU'] as const;
/** Spec §9: popup announcements are chunked into pages of 9. */
const popupsPerPage = 9;

/**
 * The popup announcements the caller may see (the server picks by execution: B visitors, A members, F on the first
 * login), once per browser session: closing the popup keeps the ones it showed closed until the session ends.
 */
export function AnnouncementPopups() {
  const { t } = useTranslation('content');
  const { data } = useAnnouncements({ types: popupTypes });
  const [closed, setClosed] = useState(readClosedPopups);
  const popups = (data?.popups ?? []).filter((popup) => !closed.has(popup.id));
  if (popups.length === 0) return null;
  const close = () => {
    rememberClosedPopups(popups.map((popup) => popup.id));
    setClosed(readClosedPopups());
  };
  return (
    <Suspense fallback={null}>
      <AnnouncementDialog
        key={popups.map((popup) => popup.id).join()}
        title={t('popup.title')}
        listLabel={t('popup.list')}
        items={popups}
        perPage={popupsPerPage}
        onClose={close}
        testId="announcement-popup"
        waitForOtherDialogs
      />
    </Suspense>
  );
}
