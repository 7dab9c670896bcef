import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** What an empty list shows (spec §8: "Empty lists show a no-data message"). */
export function NoDataPanel({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="no-data"
      className="flex flex-col items-center justify-center gap-3 rounded-card border border-dashed border-border px-6 py-12 text-center"
    >
      <Inbox className="size-10 text-text-3" aria-hidden="true" strokeWidth={1.5} />
      <p className="text-text-2">{message ?? t('noData.message')}</p>
    </div>
  );
}
