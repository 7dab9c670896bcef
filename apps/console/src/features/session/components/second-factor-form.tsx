import { zodResolver } from '@hookform/resolvers/zod';
import { authenticatorCodeSchema, twoFactorCodeSchema } from '@croupier/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-error';
import { useErrorMessage } from '@/lib/use-error-message';
import { useLogInWithSecondFactor } from '../api/log-in-with-second-factor';

const authenticatorFormSchema = z.object({ code: authenticatorCodeSchema });
const recoveryFormSchema = z.object({ code: twoFactorCodeSchema });
type CodeInput = z.input<typeof recoveryFormSchema>;

/**
 * The login's second step: the six digits of the operator's authenticator, or one of their recovery codes. Every
 * refusal (a wrong, replayed or used code; too many tries) is the server's one translated answer; an expired
 * challenge sends the operator back to the password.
 */
export function SecondFactorForm({
  challengeToken,
  username,
  onRestart,
}: {
  challengeToken: string;
  username: string;
  onRestart: () => void;
}) {
  const { t } = useTranslation(['session', 'common']);
  const errorMessage = useErrorMessage();
  const [mode, setMode] = useState<'authenticator' | 'recovery'>('authenticator');
  const secondStep = useLogInWithSecondFactor();
  const form = useForm<CodeInput, unknown, { code: string }>({
    resolver: zodResolver(mode === 'authenticator' ? authenticatorFormSchema : recoveryFormSchema),
    defaultValues: { code: '' },
  });
  const expired = secondStep.error instanceof ApiError && secondStep.error.code === 'TWO_FACTOR_CHALLENGE_INVALID';
  const codeError = form.formState.errors.code
    ? t(mode === 'authenticator' ? 'codeFormat' : 'recoveryCodeFormat')
    : undefined;

  const switchMode = () => {
    setMode(mode === 'authenticator' ? 'recovery' : 'authenticator');
    form.reset({ code: '' });
    secondStep.reset();
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-8 shadow-sm"
      onSubmit={(event) =>
        void form.handleSubmit((values) => secondStep.mutate({ challengeToken, code: values.code }))(event)
      }
    >
      <div>
        <p className="text-sm font-medium text-slate-500">{t('common:appName')}</p>
        <h1 className="text-xl font-semibold text-slate-900">{t('secondStep.title')}</h1>
        <p className="text-sm text-slate-500">
          {mode === 'authenticator'
            ? t('secondStep.authenticatorHint', { username })
            : t('secondStep.recoveryHint', { username })}
        </p>
      </div>
      {secondStep.isError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorMessage(secondStep.error)}
        </p>
      )}
      {expired ? (
        <Button type="button" onClick={onRestart}>
          {t('secondStep.restart')}
        </Button>
      ) : (
        <>
          {mode === 'authenticator' ? (
            <FormField label={t('secondStep.code')} htmlFor="two-factor-code" error={codeError}>
              <input
                key="authenticator"
                id="two-factor-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                autoFocus
                className={`${inputClass} text-center font-mono text-lg tracking-[0.4em]`}
                placeholder="000000"
                {...form.register('code')}
              />
            </FormField>
          ) : (
            <FormField label={t('secondStep.recoveryCode')} htmlFor="two-factor-code" error={codeError}>
              <input
                key="recovery"
                id="two-factor-code"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={12}
                autoFocus
                className={`${inputClass} text-center font-mono text-lg tracking-widest`}
                placeholder="XXXXX-XXXXX"
                {...form.register('code')}
              />
            </FormField>
          )}
          <Button type="submit" disabled={secondStep.isPending}>
            {secondStep.isPending ? t('submitting') : t('secondStep.submit')}
          </Button>
          <div className="flex justify-between gap-3 text-sm">
            <button type="button" className="text-slate-700 underline hover:text-slate-900" onClick={switchMode}>
              {mode === 'authenticator' ? t('secondStep.useRecovery') : t('secondStep.useAuthenticator')}
            </button>
            <button type="button" className="text-slate-500 hover:text-slate-800" onClick={onRestart}>
              {t('secondStep.back')}
            </button>
          </div>
        </>
      )}
    </form>
  );
}
