import { ShieldBan } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPageShell } from './status-page-shell';

type BlockPageProps = { brandName: string; ip: string | undefined; toolbar?: ReactNode };

/** Shown instead of the site when the visitor's address or location is not served (system status 2). */
export function BlockPage({ brandName, ip, toolbar }: BlockPageProps) {
  const { t } = useTranslation('system');
  return (
    <StatusPageShell
      testId="block-page"
      brandName={brandName}
      icon={ShieldBan}
      tone="danger"
      title={t('block.title')}
      description={t('block.description')}
      toolbar={toolbar}
    >
      {ip ? (
        <div className="mt-8 rounded-card border border-border bg-raised/60 px-5 py-4">
          <p className="text-sm text-text-2">{t('block.ipLabel')}</p>
          <p data-testid="block-ip" className="mt-1 text-xl font-semibold tracking-wide tabular-nums">
            {ip}
          </p>
        </div>
      ) : null}
      <p className="mt-6 text-sm text-text-3">{t('block.help')}</p>
    </StatusPageShell>
  );
}
