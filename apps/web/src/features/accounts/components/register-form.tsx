import { checkRegistrationField, mobileNumberSchema } from '@croupier/contracts';
import type { LoginResult, RegisterBody, RegistrationFieldRule } from '@croupier/contracts';
import { useEffect, useId, useState } from 'react';
import type { HTMLAttributes } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { Checkbox } from '@/components/ui/checkbox';
import { describedBy, FormField, InputBox } from '@/components/ui/form-field';
import { MessageDialog } from '@/components/ui/message-dialog';
import { PasswordInput } from '@/components/ui/password-input';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { ApiError } from '@/lib/api-error';
import type { ApiErrorCode } from '@/lib/api-error';
import { useErrorMessage } from '@/lib/use-error-message';
import { useLanguage } from '@/lib/use-language';
import { useCheckInvitationCode } from '../api/check-invitation-code';
import type { BrandRegistrationSettings } from '../api/get-registration-settings';
import { useRegisterMember } from '../api/register-member';
import type { RegistrationType } from '../api/register-member';
import { describeFieldProblem, problemFor } from '../field-problems';
import { problemsResolver } from '../form-problems';
import {
  buildRegisterBody,
  captchaShown,
  emptyRegisterForm,
  registerFieldOfPath,
  shownTextFields,
  validateRegistration,
} from '../registration-form';
import type { ConfiguredTextField, RegisterFieldName, RegisterFormValues } from '../registration-form';
import { useCaptchaChallenge } from '../use-captcha-challenge';
import { useSignIn } from '../use-sign-in';
import { useSmsCodeSender } from '../use-sms-code-sender';
import { CaptchaField } from './captcha-field';
import { CountryCodeSelect } from './country-code-select';
import { FormError } from './form-error';
import { SmsCodeField, SmsWarningDialog } from './account-fields';
import { SubmitButton } from './submit-button';

type RegisterFormProps = {
  settings: BrandRegistrationSettings;
  /** From a /register?referralCode= link; fills the invitation code. */
  referralCode: string | null;
  defaultDialCode: string;
  onSignedIn: (result: LoginResult) => void;
  /** Sends the registration elsewhere than the brand's register call (with a social-login identity to link). */
  submitRegistration?: (type: RegistrationType, body: RegisterBody) => Promise<LoginResult>;
};

const validationFieldsSchema = z.object({ fields: z.array(z.object({ path: z.string(), message: z.string() })) });

/** Errors the server reports about one field; they show under that field rather than above the button. */
const fieldOfErrorCode: Partial<Record<ApiErrorCode, RegisterFieldName>> = {
  USERNAME_TAKEN: 'username',
  MOBILE_TAKEN: 'mobileNum',
  VERIFICATION_CODE_INVALID: 'verificationCode',
  VERIFICATION_CODE_EXPIRED: 'verificationCode',
  CAPTCHA_INVALID: 'captcha',
  CAPTCHA_REQUIRED: 'captcha',
  UNDER_AGE: 'birthday',
};

const alwaysShownFields: readonly RegisterFieldName[] = [
  'username',
  'password',
  'confirmPassword',
  'invitationCode',
  'terms',
  'ageConfirmed',
];

type InputHints = Pick<HTMLAttributes<HTMLInputElement>, 'inputMode'> & { type?: string; autoComplete?: string };

const inputHintsOfField: Partial<Record<RegistrationFieldRule['field'], InputHints>> = {
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  mobileNum: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' },
  payeeName: { autoComplete: 'name' },
  paymentPassword: { inputMode: 'numeric', autoComplete: 'off' },
};

/** Keyboards and autofill that suit each field: e-mail, phone, a name, or digits where the pattern asks for them. */
function inputHints(rule: RegistrationFieldRule): InputHints {
  const known = inputHintsOfField[rule.field];
  if (known) return known;
  return rule.acceptedPattern === 'DIGITS' ? { inputMode: 'numeric', autoComplete: 'off' } : { autoComplete: 'off' };
}

/**
 * The registration form (spec §4, §5), drawn from the brand's rules: which optional fields show, which are required,
 * their pattern kinds and lengths. Every field is checked as the player leaves it, with the same rules the server runs.
 */
export function RegisterForm({
  settings,
  referralCode,
  defaultDialCode,
  onSignedIn,
  submitRegistration,
}: RegisterFormProps) {
  const { t } = useTranslation('accounts');
  const id = useId();
  const language = useLanguage();
  const errorMessage = useErrorMessage();
  const [type, setType] = useState<RegistrationType>(settings.mobileRegistration ? 'registerMobile' : 'register');
  const [formError, setFormError] = useState<string | null>(null);
  const [invitationRefused, setInvitationRefused] = useState(false);
  const [signingIn, setSigningIn] = useState(false);
  const captcha = useCaptchaChallenge();
  const sms = useSmsCodeSender('register');
  const registerMember = useRegisterMember();
  const checkInvitation = useCheckInvitationCode();
  const signIn = useSignIn();
  const withCaptcha = captchaShown(settings);
  const refreshCaptcha = captcha.refresh;

  const form = useForm<RegisterFormValues>({
    defaultValues: emptyRegisterForm(defaultDialCode, referralCode ?? ''),
    resolver: problemsResolver((values: RegisterFormValues) =>
      validateRegistration(values, settings, type, captcha.proof.status === 'done'),
    ),
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const fields = shownTextFields(settings, type);
  const invitationHint = referralCode ? t('hints.invitationFromLink') : undefined;
  const dialCode = useWatch({ control: form.control, name: 'countryDialingCode' });

  useEffect(() => {
    if (withCaptcha) void refreshCaptcha({ force: true });
  }, [withCaptcha, refreshCaptcha]);

  const ruleOf = (field: RegisterFieldName) => fields.find((rule) => rule.field === field);
  const fieldError = (field: RegisterFieldName) => {
    const message = errors[field]?.message;
    return message
      ? describeFieldProblem(t, message, { rule: ruleOf(field), minimumAge: settings.minimumAge })
      : undefined;
  };
  const isRendered = (field: RegisterFieldName) =>
    alwaysShownFields.includes(field) ||
    Boolean(ruleOf(field)) ||
    (field === 'verificationCode' && settings.smsVerification && Boolean(ruleOf('mobileNum'))) ||
    (field === 'captcha' && withCaptcha) ||
    (field === 'birthday' && settings.birthdayRequired);

  function changeType(next: RegistrationType) {
    setType(next);
    setFormError(null);
    form.clearErrors();
  }

  function showServerError(error: unknown) {
    if (!(error instanceof ApiError)) {
      setFormError(errorMessage(error));
      return;
    }
    if (error.code === 'INVALID_INVITATION_CODE') {
      setInvitationRefused(true);
      return;
    }
    if (error.code === 'VALIDATION_FAILED') {
      const reported = validationFieldsSchema.safeParse(error.value);
      let placed = 0;
      for (const problem of reported.success ? reported.data.fields : []) {
        const field = registerFieldOfPath(problem.path);
        if (!field || !isRendered(field)) continue;
        form.setError(field, { type: 'server', message: problem.message }, { shouldFocus: placed === 0 });
        placed += 1;
      }
      if (placed === 0) setFormError(errorMessage(error));
      return;
    }
    const field = fieldOfErrorCode[error.code];
    if (field && isRendered(field))
      form.setError(field, { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
    else setFormError(errorMessage(error));
  }

  async function submit(values: RegisterFormValues) {
    setFormError(null);
    const invitationCode = values.invitationCode.trim();
    if (invitationCode) {
      try {
        await checkInvitation.mutateAsync(invitationCode);
      } catch (error) {
        showServerError(error);
        return;
      }
    }
    const body = buildRegisterBody(values, settings, type, {
      language,
      captchaId: captcha.challenge?.captchaId,
      captchaProof: captcha.proof.status === 'done' ? captcha.proof.payload : undefined,
      fromReferralLink: referralCode !== null && invitationCode === referralCode.trim(),
    });
    try {
      const result = submitRegistration
        ? await submitRegistration(type, body)
        : await registerMember.mutateAsync({ type, body });
      setSigningIn(true);
      await signIn(result, { username: body.username });
      onSignedIn(result);
    } catch (error) {
      setSigningIn(false);
      showServerError(error);
      if (withCaptcha) {
        form.setValue('captcha', '');
        void captcha.refresh({ force: true });
      }
    }
  }

  async function sendCode(): Promise<number | null> {
    const mobileNum = form.getValues('mobileNum');
    const rule = ruleOf('mobileNum');
    const problem = rule ? checkRegistrationField(rule, mobileNum) : null;
    const parsed = mobileNumberSchema.safeParse(mobileNum);
    if (problem || !parsed.success) {
      const code = problem ?? problemFor(parsed.error?.issues[0]?.message ?? 'MOBILE_FORMAT', mobileNum);
      form.setError('mobileNum', { type: 'validate', message: code }, { shouldFocus: true });
      return null;
    }
    form.clearErrors('mobileNum');
    return sms.sendCode(parsed.data, form.getValues('countryDialingCode'));
  }

  function renderConfiguredField(rule: RegistrationFieldRule & { field: ConfiguredTextField }) {
    const inputId = `${id}-${rule.field}`;
    const error = fieldError(rule.field);
    const shared = {
      id: inputId,
      placeholder: t(`placeholders.${rule.field}`),
      invalid: Boolean(error),
      'aria-describedby': describedBy(inputId, error, undefined),
      'aria-required': rule.required || rule.field === 'paymentPassword',
      'data-testid': `register-field-${rule.field}`,
      ...inputHints(rule),
      ...form.register(rule.field),
    };
    const aside = rule.required || rule.field === 'paymentPassword' ? undefined : t('register.optional');
    return (
      <div key={rule.field} className="space-y-4">
        <FormField
          id={inputId}
          label={t(`fields.${rule.field}`)}
          aside={aside}
          error={error}
          errorTestId={`field-error-${rule.field}`}
        >
          {rule.field === 'paymentPassword' ? (
            <PasswordInput {...shared} maxLength={6} />
          ) : (
            <InputBox
              {...shared}
              maxLength={rule.maxLength}
              leading={
                rule.field === 'mobileNum' ? (
                  <CountryCodeSelect
                    value={dialCode}
                    onChange={(code) => form.setValue('countryDialingCode', code)}
                    label={t('fields.countryCode')}
                    testId="register-country-code"
                  />
                ) : undefined
              }
            />
          )}
        </FormField>
        {rule.field === 'mobileNum' && settings.smsVerification ? (
          <SmsCodeField
            id={`${id}-verificationCode`}
            error={fieldError('verificationCode')}
            inputProps={form.register('verificationCode')}
            onSend={sendCode}
            testIds={{ input: 'register-verification-code', send: 'register-sms-send' }}
          />
        ) : null}
      </div>
    );
  }

  const usernameHint = t('hints.username', {
    min: settings.usernameRule.minLength,
    max: settings.usernameRule.maxLength,
  });
  const birthdayHint = t('hints.birthday', { age: settings.minimumAge });
  const passwordHint = t('hints.password', {
    min: settings.passwordRule.minLength,
    max: settings.passwordRule.maxLength,
  });

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="space-y-4">
      {settings.mobileRegistration ? (
        <SegmentedTabs
          label={t('register.method')}
          value={type}
          onChange={changeType}
          tabs={[
            { value: 'registerMobile', label: t('register.tabs.mobile'), testId: 'register-tab-mobile' },
            { value: 'register', label: t('register.tabs.username'), testId: 'register-tab-username' },
          ]}
        />
      ) : null}

      <FormField
        id={`${id}-username`}
        label={t('fields.username')}
        hint={usernameHint}
        error={fieldError('username')}
        errorTestId="field-error-username"
      >
        <InputBox
          id={`${id}-username`}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={settings.usernameRule.maxLength}
          placeholder={t('placeholders.newUsername')}
          invalid={Boolean(errors.username)}
          aria-required
          aria-describedby={describedBy(`${id}-username`, fieldError('username'), usernameHint)}
          data-testid="register-username"
          {...form.register('username')}
        />
      </FormField>
      <FormField
        id={`${id}-password`}
        label={t('fields.password')}
        hint={passwordHint}
        error={fieldError('password')}
        errorTestId="field-error-password"
      >
        <PasswordInput
          id={`${id}-password`}
          autoComplete="new-password"
          maxLength={settings.passwordRule.maxLength}
          placeholder={t('placeholders.newPassword')}
          invalid={Boolean(errors.password)}
          aria-required
          aria-describedby={describedBy(`${id}-password`, fieldError('password'), passwordHint)}
          data-testid="register-password"
          {...form.register('password')}
        />
      </FormField>
      <FormField
        id={`${id}-confirm`}
        label={t('fields.confirmPassword')}
        error={fieldError('confirmPassword')}
        errorTestId="field-error-confirmPassword"
      >
        <PasswordInput
          id={`${id}-confirm`}
          autoComplete="new-password"
          maxLength={settings.passwordRule.maxLength}
          placeholder={t('placeholders.confirmPassword')}
          invalid={Boolean(errors.confirmPassword)}
          aria-required
          aria-describedby={describedBy(`${id}-confirm`, fieldError('confirmPassword'), undefined)}
          data-testid="register-confirm-password"
          {...form.register('confirmPassword')}
        />
      </FormField>

      {fields.map(renderConfiguredField)}

      {settings.birthdayRequired ? (
        <FormField
          id={`${id}-birthday`}
          label={t('fields.birthday')}
          hint={birthdayHint}
          error={fieldError('birthday')}
          errorTestId="field-error-birthday"
        >
          <InputBox
            id={`${id}-birthday`}
            type="date"
            autoComplete="bday"
            min="1900-01-01"
            invalid={Boolean(errors.birthday)}
            aria-required
            aria-describedby={describedBy(`${id}-birthday`, fieldError('birthday'), birthdayHint)}
            data-testid="register-birthday"
            {...form.register('birthday')}
          />
        </FormField>
      ) : null}

      {withCaptcha ? (
        <CaptchaField
          id={`${id}-captcha`}
          challenge={captcha.challenge}
          loading={captcha.loading}
          failed={captcha.failed}
          onRefresh={() => void captcha.refresh()}
          proof={captcha.proof}
          onProve={() => void captcha.proveWithoutImage()}
          error={fieldError('captcha')}
          inputProps={form.register('captcha')}
          testIds={{
            input: 'register-captcha',
            image: 'register-captcha-image',
            refresh: 'register-captcha-refresh',
            prove: 'register-captcha-prove',
            error: 'field-error-captcha',
          }}
        />
      ) : null}

      <FormField
        id={`${id}-invitation`}
        label={t('fields.invitationCode')}
        aside={t('register.optional')}
        hint={invitationHint}
        error={fieldError('invitationCode')}
        errorTestId="field-error-invitationCode"
      >
        <InputBox
          id={`${id}-invitation`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          placeholder={t('placeholders.invitationCode')}
          invalid={Boolean(errors.invitationCode)}
          aria-describedby={describedBy(`${id}-invitation`, fieldError('invitationCode'), invitationHint)}
          data-testid="register-invitation-code"
          {...form.register('invitationCode')}
        />
      </FormField>

      <div className="space-y-1 rounded-control border border-border bg-bg/40 px-3.5 py-2">
        <Checkbox invalid={Boolean(errors.terms)} data-testid="register-terms" {...form.register('terms')}>
          <Trans
            t={t}
            i18nKey="register.terms"
            components={{
              terms: (
                <Link
                  to="/help#term"
                  target="_blank"
                  rel="noopener"
                  className="font-semibold text-info underline-offset-4 hover:underline"
                />
              ),
            }}
          />
        </Checkbox>
        {errors.terms ? (
          <p data-testid="field-error-terms" className="ps-8 text-[13px] text-danger">
            {fieldError('terms')}
          </p>
        ) : null}
        <Checkbox invalid={Boolean(errors.ageConfirmed)} data-testid="register-age" {...form.register('ageConfirmed')}>
          {t('register.age', { age: settings.minimumAge })}
        </Checkbox>
        {errors.ageConfirmed ? (
          <p data-testid="field-error-ageConfirmed" className="ps-8 text-[13px] text-danger">
            {fieldError('ageConfirmed')}
          </p>
        ) : null}
      </div>

      <FormError message={formError} />

      <SubmitButton
        busy={checkInvitation.isPending || registerMember.isPending || signingIn}
        data-testid="register-submit"
      >
        {t('register.submit')}
      </SubmitButton>

      <p className="text-center text-sm text-text-2">
        {t('register.haveAccount')}{' '}
        <Link
          to="/login"
          data-testid="register-login-link"
          className="rounded-[6px] font-semibold text-info underline-offset-4 hover:underline"
        >
          {t('register.loginLink')}
        </Link>
      </p>

      <MessageDialog
        open={invitationRefused}
        title={t('register.invitationTitle')}
        message={t('invitation_code_error')}
        confirmLabel={t('dialogs.confirm')}
        onConfirm={() => {
          setInvitationRefused(false);
          form.setFocus('invitationCode');
        }}
        tone="warning"
        testId="invitation-warning"
        confirmTestId="invitation-warning-confirm"
      />
      <SmsWarningDialog warning={sms.warning} onDismiss={sms.dismissWarning} />
    </form>
  );
}
