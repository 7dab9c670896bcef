import { zodResolver } from '@hookform/resolvers/zod';
import { operatorLoginSchema } from '@croupier/contracts';
import type { OperatorLogin } from '@croupier/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { changeLanguage, consoleLanguages } from '@/lib/i18n';
import { useSessionState } from '@/lib/operator-session';
import { useErrorMessage } from '@/lib/use-error-message';
import { useLogIn } from '../api/log-in';

/** Only a path inside the console may follow a login (never another site). */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

export function LoginScreen() {
  const { t, i18n } = useTranslation(['session', 'common']);
  const errorMessage = useErrorMessage();
  const { token, endedBecause } = useSessionState();
  const [searchParams] = useSearchParams();
  const logIn = useLogIn();
  const form = useForm<OperatorLogin>({
    resolver: zodResolver(operatorLoginSchema),
    defaultValues: { username: '', password: '' },
  });

  if (token) return <Navigate to={safeNext(searchParams.get('next'))} replace />;
  const fieldError = (name: keyof OperatorLogin) => (form.formState.errors[name] ? t('required') : undefined);

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 p-6">
      <div className="w-full max-w-sm">
        <div className="mb-4 flex justify-end gap-1 text-sm">
          {consoleLanguages.map((language) => (
            <button
              key={language}
              type="button"
              aria-pressed={i18n.language === language}
              className={`rounded px-2 py-1 ${i18n.language === language ? 'bg-slate-900 text-white' : 'text-slate-600 hover:bg-slate-200'}`}
              onClick={() => void changeLanguage(language)}
            >
              {t(`common:languages.${language}`)}
            </button>
          ))}
        </div>
        <form
          noValidate
          className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-8 shadow-sm"
          onSubmit={(event) => void form.handleSubmit((values) => logIn.mutate(values))(event)}
        >
          <div>
            <p className="text-sm font-medium text-slate-500">{t('common:appName')}</p>
            <h1 className="text-xl font-semibold text-slate-900">{t('title')}</h1>
            <p className="text-sm text-slate-500">{t('subtitle')}</p>
          </div>
          {endedBecause === 'expired' && !logIn.isError && (
            <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {t('expired')}
            </p>
          )}
          {logIn.isError && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {errorMessage(logIn.error)}
            </p>
          )}
          <FormField label={t('username')} htmlFor="username" error={fieldError('username')}>
            <input id="username" autoComplete="username" className={inputClass} {...form.register('username')} />
          </FormField>
          <FormField label={t('password')} htmlFor="password" error={fieldError('password')}>
            <input
              id="password"
              type="password"
              autoComplete="current-password"
              className={inputClass}
              {...form.register('password')}
            />
          </FormField>
          <Button type="submit" disabled={logIn.isPending}>
            {logIn.isPending ? t('submitting') : t('submit')}
          </Button>
        </form>
      </div>
    </main>
  );
}
