import { paymentPasswordBodySchema } from '@croupier/contracts';
import { KeyRound, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { useToast } from '@/components/ui/toast-provider';
import { ApiError, validationFieldsOf } from '@/lib/api-error';
import { problemsResolver } from '@/lib/problems-resolver';
import type { Problems } from '@/lib/problems-resolver';
import { useErrorMessage } from '@/lib/use-error-message';
import { useWithdrawalSettings } from '../api/get-withdrawal-settings';
import { useSetPaymentPassword } from '../api/set-payment-password';
import { useWithdrawalProblem } from '../withdrawal-problems';
import { PaymentPasswordLockNotice, usePaymentPasswordError } from './payment-password-errors';
import { PinField } from './pin-field';

type PaymentPasswordValues = { oldPassword: string; newPassword: string; confirmNewPassword: string };

function validate(changing: boolean) {
  return (values: PaymentPasswordValues): Problems<PaymentPasswordValues> => {
    const problems: Problems<PaymentPasswordValues> = {};
    const parsed = paymentPasswordBodySchema.safeParse({
      ...values,
      oldPassword: changing ? values.oldPassword : undefined,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '') as keyof PaymentPasswordValues;
        if (field in values) problems[field] ??= issue.message;
      }
    }
    if (changing && values.oldPassword === '') problems.oldPassword = 'REQUIRED';
    if (values.newPassword === '') problems.newPassword = 'REQUIRED';
    if (values.confirmNewPassword === '') problems.confirmNewPassword = 'REQUIRED';
    else if (values.confirmNewPassword !== values.newPassword)
      problems.confirmNewPassword = 'PASSWORD_CONFIRM_MISMATCH';
    return problems;
  };
}

/**
 * The payment password (six digits, apart from the login password), asked for at every withdrawal: set the first one,
 * or change it with the old one. Used on the withdraw page and in the security centre.
 */
export function PaymentPasswordPanel({ id, timeZone }: { id?: string; timeZone: string }) {
  const { t } = useTranslation('withdrawal');
  const settings = useWithdrawalSettings();
  const [changing, setChanging] = useState(false);
  const isSet = settings.data?.paymentPasswordSet ?? false;

  return (
    <Panel
      id={id}
      title={t('paymentPassword.title')}
      description={t('paymentPassword.description')}
      testId="payment-password-panel"
    >
      {!settings.data ? (
        <div role="status" aria-label={t('loading')} className="h-40 animate-pulse rounded-control bg-raised/60" />
      ) : isSet && !changing ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex items-center gap-2 text-sm text-text">
            <ShieldCheck className="size-5 text-win" aria-hidden="true" />
            {t('paymentPassword.isSet')}
          </p>
          <Button variant="outline" size="sm" onClick={() => setChanging(true)} data-testid="payment-password-change">
            <KeyRound className="size-4" aria-hidden="true" />
            {t('paymentPassword.change')}
          </Button>
        </div>
      ) : (
        <>
          <PaymentPasswordLockNotice lockedUntil={settings.data.lockedUntil} timeZone={timeZone} />
          <PaymentPasswordForm
            key={isSet ? 'change' : 'set'}
            changing={isSet}
            timeZone={timeZone}
            onDone={() => setChanging(false)}
            onCancel={isSet ? () => setChanging(false) : undefined}
          />
        </>
      )}
    </Panel>
  );
}

function PaymentPasswordForm({
  changing,
  timeZone,
  onDone,
  onCancel,
}: {
  changing: boolean;
  timeZone: string;
  onDone: () => void;
  onCancel: (() => void) | undefined;
}) {
  const { t } = useTranslation('withdrawal');
  const id = useId();
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const problem = useWithdrawalProblem();
  const passwordError = usePaymentPasswordError(timeZone);
  const save = useSetPaymentPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PaymentPasswordValues>({
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    resolver: problemsResolver(validate(changing)),
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const fieldError = (message: string | undefined) => (message ? problem(message) : undefined);

  async function submit(values: PaymentPasswordValues) {
    setFormError(null);
    try {
      await save.mutateAsync({
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
        ...(changing ? { oldPassword: values.oldPassword } : {}),
      });
      showToast(changing ? t('paymentPassword.changed') : t('paymentPassword.saved'), 'success');
      form.reset();
      onDone();
    } catch (error) {
      const fields = validationFieldsOf(error);
      for (const field of fields) {
        if (field.path === 'oldPassword' || field.path === 'newPassword' || field.path === 'confirmNewPassword') {
          form.setError(field.path, { type: 'server', message: field.message });
        }
      }
      if (fields.length > 0) return;
      if (error instanceof ApiError && error.code === 'PAYMENT_PASSWORD_WRONG') {
        form.setError('oldPassword', { type: 'server', message: passwordError(error) }, { shouldFocus: true });
        return;
      }
      setFormError(
        error instanceof ApiError && error.code === 'ACCOUNT_LOCKED' ? passwordError(error) : errorMessage(error),
      );
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      data-testid="payment-password-form"
      className="space-y-4"
    >
      {changing ? (
        <PinField
          id={`${id}-old`}
          label={t('paymentPassword.old')}
          error={fieldError(errors.oldPassword?.message)}
          registration={form.register('oldPassword')}
          testId="payment-password-old"
        />
      ) : null}
      <PinField
        id={`${id}-new`}
        label={t('paymentPassword.new')}
        hint={t('paymentPassword.hint')}
        error={fieldError(errors.newPassword?.message)}
        registration={form.register('newPassword')}
        testId="payment-password-new"
      />
      <PinField
        id={`${id}-confirm`}
        label={t('paymentPassword.confirm')}
        error={fieldError(errors.confirmNewPassword?.message)}
        registration={form.register('confirmNewPassword')}
        testId="payment-password-confirm"
      />
      {formError ? (
        <p role="alert" className="rounded-control border border-danger/30 bg-danger/10 px-3.5 py-2.5 text-sm">
          {formError}
        </p>
      ) : null}
      <div className="flex gap-2">
        {onCancel ? (
          <Button variant="secondary" className="flex-1" onClick={onCancel}>
            {t('cancel')}
          </Button>
        ) : null}
        <Button type="submit" className="flex-1" busy={save.isPending} data-testid="payment-password-submit">
          {changing ? t('paymentPassword.saveChange') : t('paymentPassword.save')}
        </Button>
      </div>
    </form>
  );
}
