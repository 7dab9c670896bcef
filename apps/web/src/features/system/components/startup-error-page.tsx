import { RefreshCw, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button';
import { StatusPageShell } from './status-page-shell';

type StartupErrorPageProps = { brandName: string; onRetry: () => void; retrying: boolean };

/** Shown when the site could not learn its own status or configuration, typically because the network failed. */
export function StartupErrorPage({ brandName, onRetry, retrying }: StartupErrorPageProps) {
  const { t } = useTranslation('system');
  return (
    <StatusPageShell
      testId="startup-error"
      brandName={brandName}
      icon={WifiOff}
      tone="danger"
      title={t('startupError.title')}
      description={t('startupError.description')}
    >
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className={buttonClassName('primary', 'md', 'mt-8 w-full sm:w-auto')}
      >
        <RefreshCw className={`size-5 ${retrying ? 'animate-spin' : ''}`} aria-hidden="true" />
        {t('startupError.retry')}
      </button>
    </StatusPageShell>
  );
}
