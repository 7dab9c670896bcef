import { changePasswordBodySchema, passwordRule } from '@croupier/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { describedBy, FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { PasswordInput } from '@/components/ui/password-input';
import { useToast } from '@/components/ui/toast-provider';
import { ApiError } from '@/lib/api-error';
import { getKnownPassword, setKnownPassword, updateMemberSession } from '@/lib/member-session';
import { useErrorMessage } from '@/lib/use-error-message';
import { useChangePassword } from '../api/change-password';
import { describeFieldProblem } from '../field-problems';
import { problemsResolver, schemaProblems } from '../form-problems';
import { AuthBanner } from './auth-banner';
import { FormError } from './form-error';
import { SubmitButton } from './submit-button';

type ChangePasswordModalProps = {
  open: boolean;
  /** The server requires the change (default or expired password): no way out but the change or logging out. */
  forced: boolean;
  onClose: () => void;
  onChanged: () => void;
  onLogOut: () => void;
};

type ChangePasswordValues = { oldPassword: string; newPassword: string; confirmNewPassword: string };

/** Change password (spec §4, §5), from the account menu or forced right after login. */
export function ChangePasswordModal({ open, forced, onClose, onChanged, onLogOut }: ChangePasswordModalProps) {
  const { t } = useTranslation('accounts');
  return (
    <Modal
      open={open}
      onClose={onClose}
      closable={!forced}
      title={t('changePassword.title')}
      size="sm"
      testId="change-password-modal"
      header={
        forced ? (
          <AuthBanner
            icon={ShieldCheck}
            title={t('changePassword.forcedTitle')}
            subtitle={t('changePassword.forcedSubtitle')}
            testId="change-password-forced"
          />
        ) : undefined
      }
    >
      <ChangePasswordForm forced={forced} onChanged={onChanged} onLogOut={onLogOut} />
    </Modal>
  );
}

function ChangePasswordForm({ forced, onChanged, onLogOut }: Omit<ChangePasswordModalProps, 'open' | 'onClose'>) {
  const { t } = useTranslation('accounts');
  const id = useId();
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const change = useChangePassword();
  // Spec §5: the old password is skipped when already known (right after a password login).
  const [knownPassword, setKnown] = useState(getKnownPassword);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ChangePasswordValues>({
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    resolver: problemsResolver((values: ChangePasswordValues) => {
      const problems = schemaProblems(changePasswordBodySchema, {
        ...values,
        oldPassword: knownPassword ?? values.oldPassword,
      });
      if (values.confirmNewPassword === '') problems.confirmNewPassword ??= 'REQUIRED';
      else if (values.confirmNewPassword !== values.newPassword) {
        problems.confirmNewPassword ??= 'PASSWORD_CONFIRM_MISMATCH';
      }
      return problems;
    }),
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const fieldError = (message: string | undefined) => (message ? describeFieldProblem(t, message) : undefined);
  const hint = t('hints.password', { min: passwordRule.minLength, max: passwordRule.maxLength });

  async function submit(values: ChangePasswordValues) {
    setFormError(null);
    try {
      await change.mutateAsync({ ...values, oldPassword: knownPassword ?? values.oldPassword });
      setKnownPassword(null);
      updateMemberSession({ mustChangePassword: false });
      await queryClient.invalidateQueries({ queryKey: ['member'] });
      showToast(t('changePassword.done'), 'success');
      onChanged();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'OLD_PASSWORD_WRONG') {
        // The remembered password no longer matches (changed elsewhere): ask for it after all.
        setKnown(null);
        setKnownPassword(null);
        form.setError('oldPassword', { type: 'server', message: errorMessage(error) });
        return;
      }
      setFormError(errorMessage(error));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="space-y-4">
      {knownPassword === null ? (
        <FormField
          id={`${id}-old`}
          label={t('fields.oldPassword')}
          error={fieldError(errors.oldPassword?.message)}
          errorTestId="field-error-oldPassword"
        >
          <PasswordInput
            id={`${id}-old`}
            autoComplete="current-password"
            placeholder={t('placeholders.oldPassword')}
            invalid={Boolean(errors.oldPassword)}
            aria-describedby={describedBy(`${id}-old`, errors.oldPassword?.message, undefined)}
            data-testid="change-old-password"
            {...form.register('oldPassword')}
          />
        </FormField>
      ) : null}
      <FormField
        id={`${id}-new`}
        label={t('fields.newPassword')}
        hint={hint}
        error={fieldError(errors.newPassword?.message)}
        errorTestId="field-error-newPassword"
      >
        <PasswordInput
          id={`${id}-new`}
          autoComplete="new-password"
          maxLength={passwordRule.maxLength}
          placeholder={t('placeholders.newPassword')}
          invalid={Boolean(errors.newPassword)}
          aria-describedby={describedBy(`${id}-new`, errors.newPassword?.message, hint)}
          data-testid="change-new-password"
          {...form.register('newPassword')}
        />
      </FormField>
      <FormField
        id={`${id}-confirm`}
        label={t('fields.confirmNewPassword')}
        error={fieldError(errors.confirmNewPassword?.message)}
        errorTestId="field-error-confirmNewPassword"
      >
        <PasswordInput
          id={`${id}-confirm`}
          autoComplete="new-password"
          maxLength={passwordRule.maxLength}
          placeholder={t('placeholders.confirmPassword')}
          invalid={Boolean(errors.confirmNewPassword)}
          aria-describedby={describedBy(`${id}-confirm`, errors.confirmNewPassword?.message, undefined)}
          data-testid="change-confirm-password"
          {...form.register('confirmNewPassword')}
        />
      </FormField>
      <FormError message={formError} />
      <SubmitButton busy={change.isPending} data-testid="change-submit">
        {t('changePassword.submit')}
      </SubmitButton>
      {forced ? (
        <Button variant="ghost" className="w-full" onClick={onLogOut} data-testid="change-log-out">
          {t('menu.logOut')}
        </Button>
      ) : null}
    </form>
  );
}
