import { emailResetBodySchema, mobileNumberSchema, passwordRule, phoneResetBodySchema } from '@croupier/contracts';
import type { LoginResult, TwoFactorChallenge } from '@croupier/contracts';
import { KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describedBy, FormField, InputBox } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { PasswordInput } from '@/components/ui/password-input';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { useToast } from '@/components/ui/toast-provider';
import { ApiError } from '@/lib/api-error';
import { useErrorMessage } from '@/lib/use-error-message';
import { useRequestResetEmail } from '../api/request-reset-email';
import { useResetPasswordByPhone } from '../api/reset-password-by-phone';
import { describeFieldProblem, problemFor } from '../field-problems';
import { problemsResolver, schemaProblems } from '../form-problems';
import type { SignInOptions } from '../use-sign-in';
import { useSignIn } from '../use-sign-in';
import { useSmsCodeSender } from '../use-sms-code-sender';
import { AuthBanner } from './auth-banner';
import { FormError } from './form-error';
import { MobileNumberField, SmsCodeField, SmsWarningDialog, UsernameField } from './account-fields';
import { SubmitButton } from './submit-button';
import { TwoFactorLoginStep } from './two-factor-login-step';

type ForgetTab = 'email' | 'mobile';

type ForgetPasswordModalProps = {
  open: boolean;
  onClose: () => void;
  onSignedIn: (result: LoginResult) => void;
  /** Spec §2: the mobile tab comes first where the brand verifies password changes by phone (CHNGPASSVERIF3). */
  mobileFirst: boolean;
  defaultDialCode: string;
  /** Puts the brand's `w_forget` banner in the drawn strip's place (spec §2); the drawn strip while there is none. */
  renderBanner?: (drawn: ReactNode) => ReactNode;
};

/** The forgot-password popup (spec §2, §4): a reset link by e-mail, or a new password with an SMS code. */
export function ForgetPasswordModal({
  open,
  onClose,
  onSignedIn,
  mobileFirst,
  defaultDialCode,
  renderBanner = (drawn) => drawn,
}: ForgetPasswordModalProps) {
  const { t } = useTranslation('accounts');
  const [tab, setTab] = useState<ForgetTab>(mobileFirst ? 'mobile' : 'email');
  const tabs = [
    { value: 'email', label: t('forget.tabs.email'), testId: 'forget-tab-email' },
    { value: 'mobile', label: t('forget.tabs.mobile'), testId: 'forget-tab-mobile' },
  ] as const;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('forget.title')}
      size="sm"
      testId="forget-modal"
      header={renderBanner(
        <AuthBanner
          icon={KeyRound}
          title={t('forget.bannerTitle')}
          subtitle={t('forget.bannerSubtitle')}
          testId="forget-banner"
        />,
      )}
    >
      <div className="space-y-5">
        <SegmentedTabs
          label={t('forget.method')}
          value={tab}
          onChange={setTab}
          tabs={mobileFirst ? [tabs[1], tabs[0]] : tabs}
        />
        {tab === 'email' ? (
          <EmailResetForm onDone={onClose} />
        ) : (
          <PhoneResetForm defaultDialCode={defaultDialCode} onSignedIn={onSignedIn} />
        )}
      </div>
    </Modal>
  );
}

type EmailResetValues = { username: string; email: string };

function EmailResetForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('accounts');
  const id = useId();
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const request = useRequestResetEmail();
  const form = useForm<EmailResetValues>({
    defaultValues: { username: '', email: '' },
    resolver: problemsResolver((values: EmailResetValues) => schemaProblems(emailResetBodySchema, values)),
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const fieldError = (message: string | undefined) => (message ? describeFieldProblem(t, message) : undefined);

  async function submit(values: EmailResetValues) {
    // Spec §4: the popup closes whatever the result; only a success shows a confirmation.
    try {
      await request.mutateAsync({ username: values.username.trim(), email: values.email.trim() });
      showToast(t('forget.emailSent'), 'success');
    } catch (error) {
      showToast(errorMessage(error), 'error');
    } finally {
      onDone();
    }
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="space-y-4">
      <p className="text-sm text-text-2 text-pretty">{t('forget.emailIntro')}</p>
      <UsernameField
        id={`${id}-username`}
        error={fieldError(errors.username?.message)}
        inputProps={form.register('username')}
        testId="forget-username"
      />
      <FormField
        id={`${id}-email`}
        label={t('fields.email')}
        error={fieldError(errors.email?.message)}
        errorTestId="field-error-email"
      >
        <InputBox
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('placeholders.email')}
          invalid={Boolean(errors.email)}
          aria-describedby={describedBy(`${id}-email`, errors.email?.message, undefined)}
          data-testid="forget-email"
          {...form.register('email')}
        />
      </FormField>
      <SubmitButton busy={request.isPending} data-testid="forget-submit">
        {t('forget.sendLink')}
      </SubmitButton>
    </form>
  );
}

type PhoneResetValues = {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
};

function PhoneResetForm({
  defaultDialCode,
  onSignedIn,
}: {
  defaultDialCode: string;
  onSignedIn: (result: LoginResult) => void;
}) {
  const { t } = useTranslation('accounts');
  const id = useId();
  const errorMessage = useErrorMessage();
  const sms = useSmsCodeSender('noLogin');
  const reset = useResetPasswordByPhone();
  const signIn = useSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const [secondStep, setSecondStep] = useState<{ challenge: TwoFactorChallenge; options: SignInOptions } | null>(null);
  const form = useForm<PhoneResetValues>({
    defaultValues: { countryDialingCode: defaultDialCode, mobileNum: '', verificationCode: '', newPassword: '' },
    resolver: problemsResolver((values: PhoneResetValues) => schemaProblems(phoneResetBodySchema, values)),
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const fieldError = (message: string | undefined) => (message ? describeFieldProblem(t, message) : undefined);
  const dialCode = useWatch({ control: form.control, name: 'countryDialingCode' });
  const passwordHint = t('hints.password', { min: passwordRule.minLength, max: passwordRule.maxLength });

  async function sendCode(): Promise<number | null> {
    const mobileNum = form.getValues('mobileNum');
    const parsed = mobileNumberSchema.safeParse(mobileNum);
    if (!parsed.success) {
      const message = problemFor(parsed.error.issues[0]?.message ?? 'MOBILE_FORMAT', mobileNum);
      form.setError('mobileNum', { type: 'validate', message }, { shouldFocus: true });
      return null;
    }
    form.clearErrors('mobileNum');
    return sms.sendCode(parsed.data, form.getValues('countryDialingCode'));
  }

  async function submit(values: PhoneResetValues) {
    setFormError(null);
    const mobileNum = values.mobileNum.trim();
    try {
      const result = await reset.mutateAsync({
        mobileNum,
        countryDialingCode: values.countryDialingCode,
        verificationCode: values.verificationCode.trim(),
        newPassword: values.newPassword,
      });
      if (result.twoFactorRequired) {
        setSecondStep({ challenge: result, options: { username: mobileNum } });
        return;
      }
      setSigningIn(true);
      await signIn(result, { username: mobileNum });
      onSignedIn(result);
    } catch (error) {
      setSigningIn(false);
      if (
        error instanceof ApiError &&
        (error.code === 'VERIFICATION_CODE_INVALID' || error.code === 'VERIFICATION_CODE_EXPIRED')
      ) {
        form.setError('verificationCode', { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
      } else {
        setFormError(errorMessage(error));
      }
    }
  }

  if (secondStep) {
    // The password is already changed; only the session waits for the second factor.
    return (
      <TwoFactorLoginStep
        challenge={secondStep.challenge}
        signInOptions={secondStep.options}
        onSignedIn={onSignedIn}
        onBack={() => setSecondStep(null)}
      />
    );
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="space-y-4">
      <p className="text-sm text-text-2 text-pretty">{t('forget.mobileIntro')}</p>
      <MobileNumberField
        id={`${id}-mobile`}
        error={fieldError(errors.mobileNum?.message)}
        inputProps={form.register('mobileNum')}
        dialCode={dialCode}
        onDialCodeChange={(code) => form.setValue('countryDialingCode', code)}
        testIds={{ input: 'forget-mobile', countryCode: 'forget-country-code' }}
      />
      <SmsCodeField
        id={`${id}-code`}
        error={fieldError(errors.verificationCode?.message)}
        inputProps={form.register('verificationCode')}
        onSend={sendCode}
        testIds={{ input: 'forget-code', send: 'forget-sms-send' }}
      />
      <FormField
        id={`${id}-password`}
        label={t('fields.newPassword')}
        hint={passwordHint}
        error={fieldError(errors.newPassword?.message)}
        errorTestId="field-error-newPassword"
      >
        <PasswordInput
          id={`${id}-password`}
          autoComplete="new-password"
          placeholder={t('placeholders.newPassword')}
          invalid={Boolean(errors.newPassword)}
          aria-describedby={describedBy(`${id}-password`, errors.newPassword?.message, passwordHint)}
          data-testid="forget-new-password"
          {...form.register('newPassword')}
        />
      </FormField>
      <FormError message={formError} />
      <SubmitButton busy={reset.isPending || signingIn} data-testid="forget-submit">
        {t('forget.resetAndLogIn')}
      </SubmitButton>
      <SmsWarningDialog warning={sms.warning} onDismiss={sms.dismissWarning} />
    </form>
  );
}
