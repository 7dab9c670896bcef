import { zodResolver } from '@hookform/resolvers/zod';
import { operatorLoginSchema } from '@croupier/contracts';
import type { OperatorLogin } from '@croupier/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useSessionState } from '@/lib/operator-session';
import { useErrorMessage } from '@/lib/use-error-message';
import { useLogIn } from '../api/log-in';
import { LoginFrame } from './login-frame';
import { SecondFactorForm } from './second-factor-form';

/** Only a path inside the console may follow a login (never another site). */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

/**
 * The console login: user name and password, then, for an operator with an authenticator, its code. The second
 * step's challenge lives in this screen's memory only (it opens nothing but that step, for minutes).
 */
export function LoginScreen() {
  const { t } = useTranslation(['session', 'common']);
  const errorMessage = useErrorMessage();
  const { token, endedBecause } = useSessionState();
  const [searchParams] = useSearchParams();
  const [challenge, setChallenge] = useState<{ token: string; username: string } | null>(null);
  const logIn = useLogIn();
  const form = useForm<OperatorLogin>({
    resolver: zodResolver(operatorLoginSchema),
    defaultValues: { username: '', password: '' },
  });

  if (token) return <Navigate to={safeNext(searchParams.get('next'))} replace />;
  if (challenge)
    return (
      <LoginFrame>
        <SecondFactorForm
          challengeToken={challenge.token}
          username={challenge.username}
          onRestart={() => {
            setChallenge(null);
            logIn.reset();
            form.resetField('password');
          }}
        />
      </LoginFrame>
    );
  const fieldError = (name: keyof OperatorLogin) => (form.formState.errors[name] ? t('required') : undefined);
  const ended = endedBecause && !logIn.isError ? endedBecause : null;

  return (
    <LoginFrame>
      <form
        noValidate
        className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-8 shadow-sm"
        onSubmit={(event) =>
          void form.handleSubmit((values) =>
            logIn.mutate(values, {
              onSuccess: (answer) => {
                if (answer.stage === 'second-factor') setChallenge({ token: answer.token, username: answer.username });
              },
            }),
          )(event)
        }
      >
        <div>
          <p className="text-sm font-medium text-slate-500">{t('common:appName')}</p>
          <h1 className="text-xl font-semibold text-slate-900">{t('title')}</h1>
          <p className="text-sm text-slate-500">{t('subtitle')}</p>
        </div>
        {ended && (
          <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {ended === 'expired' ? t('expired') : t('signedOutEverywhere')}
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
    </LoginFrame>
  );
}
