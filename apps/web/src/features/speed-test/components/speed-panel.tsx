import { Gauge } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Popover } from '@/components/ui/popover';

/** The header's server-line button; its panel (the results) is mounted only while open, so each opening tests anew. */
export function SpeedPanel({ children }: { children: ReactNode }) {
  const { t } = useTranslation('speed');
  return (
    <Popover
      label={t('title')}
      testId="speed-panel"
      triggerTestId="speed-panel-trigger"
      triggerClassName="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-control px-2.5 text-sm font-medium text-text-2 transition-colors duration-150 hover:bg-raised hover:text-text aria-expanded:bg-raised aria-expanded:text-text"
      triggerContent={
        <>
          <Gauge className="size-5" aria-hidden="true" />
          <span className="hidden xl:inline">{t('trigger')}</span>
        </>
      }
      panelClassName="sm:w-[380px]"
    >
      {children}
    </Popover>
  );
}
