import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatTimeZoneOffset } from '@/lib/format-date-time';
import { useNow } from '@/lib/use-now';

/** The brand's current date and time with its zone, so draw and promotion times read the same for everyone. */
export function ClientClock({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const now = useNow();

  const offset = formatTimeZoneOffset(now, timeZone);
  return (
    <p
      data-testid="client-clock"
      className="flex items-center gap-2 text-sm text-text-2"
      title={t('clock.label', { zone: timeZone })}
    >
      <Clock className="size-4 shrink-0" aria-hidden="true" />
      <time dateTime={now.toISOString()} className="font-medium text-text tabular-nums">
        {formatDateTime(now, timeZone)}
      </time>
      <span className="rounded-pill bg-raised px-2 py-0.5 text-xs font-medium tabular-nums">{offset}</span>
    </p>
  );
}
