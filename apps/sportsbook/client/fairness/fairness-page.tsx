import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fairnessQueryKey, getFairness } from '../api/get-fairness';
import { ErrorNotice } from '../layout/error-notice';
import { useSportLabels } from '../layout/sport-labels';

/**
 * Each sport's daily seed: its hash is published before the day's first event and the seed itself after the day
 * closes, so anyone can check the results were fixed before the bets (decision 0055).
 */
export function FairnessPage() {
  const { t } = useTranslation();
  const sportLabels = useSportLabels();
  const fairness = useQuery({ queryKey: fairnessQueryKey, queryFn: ({ signal }) => getFairness(signal) });
  return (
    <div className="page prose-page">
      <h2 className="page-title">{t('fairness.title')}</h2>
      <p>{t('fairness.intro')}</p>
      <ol className="fairness-steps">
        <li>{t('fairness.step1')}</li>
        <li>{t('fairness.step2')}</li>
        <li>{t('fairness.step3')}</li>
      </ol>
      <pre className="code-block">{`${t('fairness.command')}\n${t('fairness.verifyCommand')}`}</pre>
      {fairness.isPending && <p className="empty-state">{t('common.loading')}</p>}
      {fairness.isError && <ErrorNotice error={fairness.error} onRetry={() => void fairness.refetch()} />}
      {fairness.data && fairness.data.days.length === 0 && <p className="empty-state">{t('fairness.empty')}</p>}
      {fairness.data && fairness.data.days.length > 0 && (
        <ul className="fairness-days">
          {fairness.data.days.map((day) => (
            <li key={`${day.sport}-${day.day}`} className="fairness-day">
              <div className="flex justify-between gap-2">
                <span className="font-semibold">{sportLabels[day.sport]}</span>
                <span className="tabular-nums text-text-2">{day.day.replace(/-/g, '/')}</span>
              </div>
              <p className="fairness-field">
                <span className="text-text-3">{t('fairness.hash')}</span> <code>{day.seedHash}</code>
              </p>
              <p className="fairness-field">
                <span className="text-text-3">{t('fairness.seed')}</span>{' '}
                {day.seed ? <code>{day.seed}</code> : <span className="text-text-2">{t('fairness.notYet')}</span>}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
