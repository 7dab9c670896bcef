import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatTimeZoneOffset } from '@/lib/format-date-time';

/** Spec §9: the clock and its time zone refresh every second. */
const tickMs = 1000;

/** The brand's current date and time with its zone, so draw and promotion times read the same for everyone. */
export function ClientClock({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), tickMs);
    return () => window.clearInterval(timer);
  }, []);

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
