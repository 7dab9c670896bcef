import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsoleSession } from '@/lib/console-session-context';
import { defaultTimeZone, formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { twoFactorStateQueryKey, useTwoFactorState } from '../api/get-two-factor-state';
import { TwoFactorEnrolment } from './two-factor-enrolment';

/** The operator's own authenticator: its state when on, the enrolment when off (from the top bar's menu). */
export default function TwoFactorScreen() {
  const { t } = useTranslation('security');
  const errorMessage = useErrorMessage();
  const session = useConsoleSession();
  const state = useTwoFactorState();
  const queryClient = useQueryClient();

  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <header>
        <h1 className="text-xl font-semibold text-slate-900">{t('twoFactor.title')}</h1>
        <p className="text-sm text-slate-500">{t('twoFactor.description')}</p>
      </header>
      {state.isPending && <p className="text-slate-500">{t('loading')}</p>}
      {state.isError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorMessage(state.error)}
        </p>
      )}
      {state.data?.enabled && (
        <section className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-6">
          <p className="flex items-center gap-2 text-base font-medium text-emerald-800" data-testid="two-factor-on">
            <span aria-hidden="true" className="inline-block size-2.5 rounded-full bg-emerald-600" />
            {t('twoFactor.on')}
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-500">{t('twoFactor.since')}</dt>
            <dd className="tabular-nums">
              {state.data.enabledAt ? formatDateTime(state.data.enabledAt, defaultTimeZone) : '—'}
            </dd>
            <dt className="text-slate-500">{t('twoFactor.codesLeft')}</dt>
            <dd className="tabular-nums">{state.data.recoveryCodesLeft}</dd>
          </dl>
          <p className="text-sm text-slate-600">{t('twoFactor.lostPhone')}</p>
        </section>
      )}
      {state.data && !state.data.enabled && (
        <TwoFactorEnrolment
          username={session.username}
          onDone={() => void queryClient.invalidateQueries({ queryKey: twoFactorStateQueryKey })}
        />
      )}
    </div>
  );
}
