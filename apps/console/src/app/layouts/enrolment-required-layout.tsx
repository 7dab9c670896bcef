import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TwoFactorEnrolment } from '@/features/security/components/two-factor-enrolment';
import { sessionQueryKey } from '@/features/session/api/get-session';
import { useLogOut } from '@/features/session/api/log-out';
import { useConsoleSession } from '@/lib/console-session-context';
import { LanguageSwitch } from './language-switch';

/**
 * What a session opened only for enrolment shows (the account must have a second factor, decision 0026): the
 * enrolment and nothing else; once the recovery codes are saved, the console opens to this same session.
 */
export function EnrolmentRequiredLayout() {
  const { t } = useTranslation(['security', 'common']);
  const session = useConsoleSession();
  const logOut = useLogOut();
  const queryClient = useQueryClient();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="flex h-14 items-center justify-between gap-4 border-b border-slate-200 bg-white px-6">
        <span className="text-base font-semibold text-slate-900">{t('common:appName')}</span>
        <div className="flex items-center gap-4">
          <LanguageSwitch />
          <span className="text-sm font-medium text-slate-900" data-testid="operator-name">
            {session.username}
          </span>
          <button
            type="button"
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50"
            disabled={logOut.isPending}
            onClick={() => logOut.mutate()}
          >
            {t('common:topBar.logOut')}
          </button>
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-6">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">{t('enrolmentRequired.title')}</h1>
          <p className="text-sm text-slate-600">{t('enrolmentRequired.explain')}</p>
        </div>
        <TwoFactorEnrolment
          username={session.username}
          onDone={() => void queryClient.invalidateQueries({ queryKey: sessionQueryKey })}
        />
      </main>
    </div>
  );
}
