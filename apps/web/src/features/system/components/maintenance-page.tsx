import { CalendarClock, Headset, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button';
import { formatDateTime, formatTimeZoneOffset } from '@/lib/format-date-time';
import { StatusPageShell } from './status-page-shell';

type MaintenancePageProps = {
  brandName: string;
  /** ISO 8601 UTC; absent when the brand did not announce an end. */
  maintenanceEnd: string | null | undefined;
  timeZone: string;
  /** Opens customer service; absent when the brand has none configured. */
  onContactService?: () => void;
  toolbar?: ReactNode;
};

/** Shown instead of the site while the brand is in maintenance (system status 1). */
export function MaintenancePage({
  brandName,
  maintenanceEnd,
  timeZone,
  onContactService,
  toolbar,
}: MaintenancePageProps) {
  const { t } = useTranslation('system');
  const end = maintenanceEnd ? formatDateTime(maintenanceEnd, timeZone) : '';
  return (
    <StatusPageShell
      testId="maintenance-page"
      brandName={brandName}
      icon={Wrench}
      tone="accent"
      title={t('maintenance.title')}
      description={t('maintenance.description', { brand: brandName })}
      toolbar={toolbar}
    >
      {end && maintenanceEnd ? (
        <div className="mt-8 rounded-card border border-border bg-raised/60 px-5 py-4">
          <p className="flex items-center justify-center gap-2 text-sm text-text-2">
            <CalendarClock className="size-4" aria-hidden="true" />
            {t('maintenance.endLabel')}
          </p>
          <p data-testid="maintenance-end" className="mt-1 text-xl font-semibold tabular-nums">
            <time dateTime={maintenanceEnd} className="whitespace-nowrap">
              {end}
            </time>
            <span className="block text-sm font-medium text-text-2 sm:ms-2 sm:inline">
              ({formatTimeZoneOffset(new Date(maintenanceEnd), timeZone)})
            </span>
          </p>
        </div>
      ) : (
        <p className="mt-8 text-sm text-text-2">{t('maintenance.endUnknown')}</p>
      )}
      {onContactService ? (
        <button
          type="button"
          onClick={onContactService}
          className={buttonClassName('primary', 'md', 'mt-8 w-full sm:w-auto')}
        >
          <Headset className="size-5" aria-hidden="true" />
          {t('maintenance.contactService')}
        </button>
      ) : null}
      <p className="mt-6 text-xs text-text-3">{t('maintenance.thanks')}</p>
    </StatusPageShell>
  );
}
