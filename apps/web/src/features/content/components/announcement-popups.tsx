import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../api/list-announcements';
import { readClosedPopups, rememberClosedPopups } from '../closed-popups';

// The dialog's code (modal, pages, rich text) loads beside the popups' list, off the first page's weight.
const AnnouncementDialog = lazy(async () => ({ default: (await import('./announcement-dialog')).AnnouncementDialog }));

/** Which group of the announcements call a popup shows: the popups (`PU`) or the promotions (`PR`). */
export type PopupGroup = 'popups' | 'promotions';
const typesOf = { popups: ['PU'], promotions: ['PR'] } as const;
/** Spec §9: popup announcements are chunked into pages of 9. */
const popupsPerPage = 9;

/**
 * The popup announcements the caller may see (the server picks by execution: B visitors, A members, F on the first
 * login), once per browser session: closing the popup keeps the ones it showed closed until the session ends.
 * `group="promotions"`: the call's promotion group (`PR`), shown the same way on `/promotions`.
 */
export function AnnouncementPopups({ group = 'popups' }: { group?: PopupGroup }) {
  const { t } = useTranslation('content');
  const { data } = useAnnouncements({ types: typesOf[group] });
  const [closed, setClosed] = useState(readClosedPopups);
  const popups = (data?.[group] ?? []).filter((popup) => !closed.has(popup.id));
  if (popups.length === 0) return null;
  const close = () => {
    rememberClosedPopups(popups.map((popup) => popup.id));
    setClosed(readClosedPopups());
  };
  return (
    <Suspense fallback={null}>
      <AnnouncementDialog
        key={popups.map((popup) => popup.id).join()}
        title={t(group === 'promotions' ? 'popup.promotionsTitle' : 'popup.title')}
        listLabel={t('popup.list')}
        items={popups}
        perPage={popupsPerPage}
        onClose={close}
        testId={group === 'promotions' ? 'promotion-announcement-popup' : 'announcement-popup'}
        waitForOtherDialogs
      />
    </Suspense>
  );
}
