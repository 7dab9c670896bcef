import { zodResolver } from '@hookform/resolvers/zod';
import { changeOperatorPasswordBodySchema, operatorPasswordRule } from '@croupier/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useErrorMessage } from '@/lib/use-error-message';
import { useChangePassword } from '../api/change-password';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

/** The server's rule (contracts), plus the repeat typed here: a typo must not become the new password. */
const passwordFormSchema = changeOperatorPasswordBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.confirmPassword === values.newPassword, {
    path: ['confirmPassword'],
    message: 'PASSWORDS_DIFFER',
  });
type PasswordForm = z.input<typeof passwordFormSchema>;

/** The operator's own password, and ending every one of their sessions (from the top bar's menu). */
export default function PasswordScreen() {
  const { t } = useTranslation('security');
  const errorMessage = useErrorMessage();
  const change = useChangePassword();
  const signOut = useSignOutEverywhere();
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  const form = useForm<PasswordForm>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const fieldError = (name: keyof PasswordForm) => {
    const message = form.formState.errors[name]?.message;
    if (!message) return undefined;
    return t(`password.errors.${message}` as 'password.errors.REQUIRED', {
      defaultValue: t('password.errors.REQUIRED'),
      ...operatorPasswordRule,
    });
  };

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <header>
        <h1 className="text-xl font-semibold text-slate-900">{t('password.title')}</h1>
        <p className="text-sm text-slate-500">{t('password.description')}</p>
      </header>
      <form
        noValidate
        className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6"
        onSubmit={(event) =>
          void form.handleSubmit(({ currentPassword, newPassword }) =>
            change.mutate({ currentPassword, newPassword }, { onSuccess: () => form.reset() }),
          )(event)
        }
      >
        {change.isError && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {errorMessage(change.error)}
          </p>
        )}
        {change.isSuccess && (
          <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            {t('password.changed', { count: change.data.endedSessions })}
          </p>
        )}
        <FormField label={t('password.current')} htmlFor="current-password" error={fieldError('currentPassword')}>
          <input
            id="current-password"
            type="password"
            autoComplete="current-password"
            className={`${inputClass} max-w-sm`}
            {...form.register('currentPassword')}
          />
        </FormField>
        <FormField label={t('password.new')} htmlFor="new-password" error={fieldError('newPassword')}>
          <input
            id="new-password"
            type="password"
            autoComplete="new-password"
            aria-describedby="new-password-rule"
            className={`${inputClass} max-w-sm`}
            {...form.register('newPassword')}
          />
          <span id="new-password-rule" className="text-xs text-slate-500">
            {t('password.rule', operatorPasswordRule)}
          </span>
        </FormField>
        <FormField label={t('password.confirm')} htmlFor="confirm-password" error={fieldError('confirmPassword')}>
          <input
            id="confirm-password"
            type="password"
            autoComplete="new-password"
            className={`${inputClass} max-w-sm`}
            {...form.register('confirmPassword')}
          />
        </FormField>
        <div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? t('working') : t('password.submit')}
          </Button>
        </div>
      </form>

      <section className="flex flex-col items-start gap-3 rounded-xl border border-slate-200 bg-white p-6">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{t('signOut.title')}</h2>
          <p className="text-sm text-slate-600">{t('signOut.explain')}</p>
        </div>
        <Button look="danger" onClick={() => setConfirmingSignOut(true)}>
          {t('signOut.action')}
        </Button>
      </section>
      <ConfirmDialog
        open={confirmingSignOut}
        title={t('signOut.confirmTitle')}
        message={t('signOut.confirmMessage')}
        confirmLabel={t('signOut.action')}
        danger
        pending={signOut.isPending}
        error={signOut.isError ? errorMessage(signOut.error) : null}
        onConfirm={() => signOut.mutate()}
        onCancel={() => {
          setConfirmingSignOut(false);
          signOut.reset();
        }}
      />
    </div>
  );
}
