import type { Announcement } from '@croupier/contracts';
import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { AnnouncementDialog } from './announcement-dialog';

/** Spec §9: notices 7 a page. */
export const noticesPerPage = 7;

/**
 * The notice popup (spec §2 noticeModal): the brand's notices, titles on the left, the chosen one on the right, and a
 * way to the member centre's reward centre that closes the popup on the way.
 */
export function NoticePopup({
  notices,
  initialId,
  onClose,
}: {
  notices: readonly Announcement[];
  initialId?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('content');
  return (
    <AnnouncementDialog
      title={t('notice.title')}
      listLabel={t('notice.list')}
      items={notices}
      perPage={noticesPerPage}
      {...(initialId ? { initialId } : {})}
      onClose={onClose}
      testId="notice-popup"
      footer={
        <Link
          to="/member?page=rewardCenter"
          onClick={onClose}
          data-testid="notice-popup-rewards"
          className={buttonClassName('primary', 'md', 'w-full sm:w-auto')}
        >
          <Gift className="size-5" aria-hidden="true" />
          {t('notice.rewards')}
        </Link>
      }
    />
  );
}
