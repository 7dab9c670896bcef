import { passwordRule, resetWithTokenBodySchema } from '@croupier/contracts';
import { KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { describedBy, FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { PasswordInput } from '@/components/ui/password-input';
import { useToast } from '@/components/ui/toast-provider';
import { ApiError } from '@/lib/api-error';
import { useErrorMessage } from '@/lib/use-error-message';
import { useResetPasswordWithLink } from '../api/reset-password-with-link';
import { describeFieldProblem } from '../field-problems';
import { problemsResolver, schemaProblems } from '../form-problems';
import { AuthBanner } from './auth-banner';
import { FormError } from './form-error';
import { SubmitButton } from './submit-button';

type ResetLinkModalProps = {
  open: boolean;
  /** The single-use token of the e-mailed link (/forget?resetToken=...). */
  token: string;
  onClose: () => void;
  /** After the new password is set: the player logs in with it. */
  onDone: () => void;
  /** A used or expired link: the player asks for a new one. */
  onRequestNewLink: () => void;
};

type ResetLinkValues = { newPassword: string };

const newPasswordSchema = resetWithTokenBodySchema.pick({ newPassword: true });

/** "Choose a new password" for a player who followed the e-mailed reset link. */
export function ResetLinkModal({ open, token, onClose, onDone, onRequestNewLink }: ResetLinkModalProps) {
  const { t } = useTranslation('accounts');
  const id = useId();
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const reset = useResetPasswordWithLink();
  const [formError, setFormError] = useState<string | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(false);
  const form = useForm<ResetLinkValues>({
    defaultValues: { newPassword: '' },
    resolver: problemsResolver((values: ResetLinkValues) => schemaProblems(newPasswordSchema, values)),
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const error = form.formState.errors.newPassword?.message;
  const hint = t('hints.password', { min: passwordRule.minLength, max: passwordRule.maxLength });

  async function submit(values: ResetLinkValues) {
    setFormError(null);
    try {
      await reset.mutateAsync({ token, newPassword: values.newPassword });
      showToast(t('reset.done'), 'success');
      onDone();
    } catch (failure) {
      setLinkInvalid(failure instanceof ApiError && failure.code === 'RESET_LINK_INVALID');
      setFormError(errorMessage(failure));
    }
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('reset.title')}
      size="sm"
      testId="reset-link-modal"
      header={<AuthBanner icon={KeyRound} title={t('reset.bannerTitle')} subtitle={t('reset.bannerSubtitle')} />}
    >
      <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="space-y-4">
        <FormField
          id={`${id}-password`}
          label={t('fields.newPassword')}
          hint={hint}
          error={error ? describeFieldProblem(t, error) : undefined}
          errorTestId="field-error-newPassword"
        >
          <PasswordInput
            id={`${id}-password`}
            autoComplete="new-password"
            maxLength={passwordRule.maxLength}
            placeholder={t('placeholders.newPassword')}
            invalid={Boolean(error)}
            aria-describedby={describedBy(`${id}-password`, error, hint)}
            data-testid="reset-new-password"
            {...form.register('newPassword')}
          />
        </FormField>
        <FormError message={formError} />
        {linkInvalid ? (
          <Button variant="outline" className="w-full" onClick={onRequestNewLink} data-testid="reset-request-new">
            {t('reset.requestNew')}
          </Button>
        ) : (
          <SubmitButton busy={reset.isPending} data-testid="reset-submit">
            {t('reset.submit')}
          </SubmitButton>
        )}
      </form>
    </Modal>
  );
}
