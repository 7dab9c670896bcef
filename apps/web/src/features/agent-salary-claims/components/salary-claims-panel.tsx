import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Money } from '@/components/ui/money';
import { Panel } from '@/components/ui/panel';
import { useToast } from '@/components/ui/toast-provider';
import { formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { useClaimSalary } from '../api/claim-salary';
import { useSalaryClaims } from '../api/list-salary-claims';

/**
 * The daily salaries a manual-receive contract leaves for the agent to claim (the original's DAYSALMR): each day's
 * amount and the time it must be claimed by; shown only while there is something to claim.
 */
export function SalaryClaimsPanel({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('contracts');
  const claims = useSalaryClaims();
  const claim = useClaimSalary();
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  if (!claims.data || claims.data.length === 0) return null;
  return (
    <Panel title={t('claims.title')} description={t('claims.description')} testId="salary-claims">
      <ul className="divide-y divide-border">
        {claims.data.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center gap-3 py-3" data-testid="salary-claim">
            <div className="min-w-0 flex-1">
              <div className="font-medium tabular-nums">{t('claims.day', { day: item.day.replaceAll('-', '/') })}</div>
              <div className="text-[13px] text-text-3">
                {t('claims.dueBy', { time: formatDateTime(item.claimDueAt, timeZone) })}
              </div>
            </div>
            <Money amount={item.amount} currency={item.currency} className="font-semibold" />
            <Button
              size="sm"
              disabled={claim.isPending}
              data-testid="salary-claim-button"
              onClick={() =>
                claim.mutate(item.id, {
                  onSuccess: (result) =>
                    showToast(t(result.outcome === 'paid' ? 'claims.paid' : 'claims.partlyPaid'), 'success'),
                  onError: (error) => showToast(errorMessage(error), 'error'),
                })
              }
            >
              {t('claims.claim')}
            </Button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
