import { mobileNumberSchema } from '@croupier/contracts';
import type { LoginBody, LoginResult, TwoFactorChallenge } from '@croupier/contracts';
import { useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Checkbox } from '@/components/ui/checkbox';
import { describedBy, FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { ApiError } from '@/lib/api-error';
import { readRememberedUsername, storeRememberedUsername } from '@/lib/member-session';
import { useErrorMessage } from '@/lib/use-error-message';
import { failureAsksForCaptcha, useLogIn } from '../api/log-in';
import { describeFieldProblem, problemFor } from '../field-problems';
import { problemsResolver } from '../form-problems';
import { validateLogin } from '../login-form-rules';
import type { LoginFormValues, LoginTab } from '../login-form-rules';
import { useCaptchaChallenge } from '../use-captcha-challenge';
import type { SignInOptions } from '../use-sign-in';
import { useSignIn } from '../use-sign-in';
import { useSmsCodeSender } from '../use-sms-code-sender';
import { CaptchaField } from './captcha-field';
import { FormError } from './form-error';
import { MobileNumberField, SmsCodeField, SmsWarningDialog, UsernameField } from './account-fields';
import { SubmitButton } from './submit-button';
import { TwoFactorLoginStep } from './two-factor-login-step';

type LoginFormProps = {
  /** `agent` on the agent landing (/agent): the server lets only agents in there. */
  portal: 'member' | 'agent';
  /** The SMS tab shows only where the brand turns on mobile verification-code login (MOBVERFLOGIN3). */
  smsLogin: boolean;
  defaultDialCode: string;
  onSignedIn: (result: LoginResult) => void;
  /** Beside the remember-me box, e.g. the forgot-password link. */
  besideRemember?: ReactNode;
  /** Told true while the two-factor second step shows (and false when it goes), so the frame can hide its extras. */
  onSecondStepChange?: (shown: boolean) => void;
};

const lockedSchema = z.object({ retryAfterSeconds: z.number().positive() });

/** The login form of spec §2: username or SMS tab, remember me, and a captcha after a failed attempt. */
export function LoginForm({
  portal,
  smsLogin,
  defaultDialCode,
  onSignedIn,
  besideRemember,
  onSecondStepChange,
}: LoginFormProps) {
  const { t } = useTranslation('accounts');
  const id = useId();
  const errorMessage = useErrorMessage();
  const [tab, setTab] = useState<LoginTab>('username');
  const [captchaShown, setCaptchaShown] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [rememberedUsername] = useState(readRememberedUsername);
  const captcha = useCaptchaChallenge();
  const sms = useSmsCodeSender('login');
  const logIn = useLogIn();
  const signIn = useSignIn();
  const [signingIn, setSigningIn] = useState(false);
  const [secondStep, setSecondStep] = useState<{ challenge: TwoFactorChallenge; options: SignInOptions } | null>(null);
  const secondStepShown = secondStep !== null;
  useEffect(() => {
    if (!secondStepShown) return;
    onSecondStepChange?.(true);
    return () => onSecondStepChange?.(false);
  }, [secondStepShown, onSecondStepChange]);

  const form = useForm<LoginFormValues>({
    defaultValues: {
      username: rememberedUsername,
      password: '',
      countryDialingCode: defaultDialCode,
      mobileNum: '',
      verificationCode: '',
      captcha: '',
      remember: rememberedUsername !== '',
    },
    resolver: problemsResolver((values: LoginFormValues) =>
      validateLogin(values, tab, captchaShown && captcha.proof.status !== 'done'),
    ),
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const fieldError = (message: string | undefined) => (message ? describeFieldProblem(t, message) : undefined);
  const dialCode = useWatch({ control: form.control, name: 'countryDialingCode' });

  function changeTab(next: LoginTab) {
    setTab(next);
    setFormError(null);
    form.clearErrors();
  }

  function failureText(error: unknown): string {
    if (error instanceof ApiError && error.code === 'ACCOUNT_LOCKED') {
      const locked = lockedSchema.safeParse(error.value);
      if (locked.success) return t('login.locked', { minutes: Math.ceil(locked.data.retryAfterSeconds / 60) });
    }
    return errorMessage(error);
  }

  async function submit(values: LoginFormValues) {
    setFormError(null);
    const body: LoginBody =
      tab === 'username'
        ? { username: values.username.trim(), password: values.password, type: 'username', portal }
        : {
            username: values.mobileNum.trim(),
            password: values.verificationCode.trim(),
            type: 'sms',
            countryDialingCode: values.countryDialingCode,
            portal,
          };
    if (captchaShown) {
      body.captchaId = captcha.challenge?.captchaId;
      if (captcha.proof.status === 'done') body.captchaProof = captcha.proof.payload;
      else body.captcha = values.captcha.trim();
    }
    try {
      const answer = await logIn.mutateAsync(body);
      if (tab === 'username') storeRememberedUsername(values.remember ? body.username : null);
      const options: SignInOptions = {
        remember: values.remember,
        username: body.username,
        password: tab === 'username' ? values.password : undefined,
      };
      if (answer.twoFactorRequired) {
        setSecondStep({ challenge: answer, options });
        return;
      }
      setSigningIn(true);
      await signIn(answer, options);
      onSignedIn(answer);
    } catch (error) {
      setSigningIn(false);
      setFormError(failureText(error));
      if (failureAsksForCaptcha(error)) {
        setCaptchaShown(true);
        form.setValue('captcha', '');
        // The image just answered (or the one never shown) is used up: the next try needs a fresh one.
        void captcha.refresh({ force: true });
      }
    }
  }

  async function sendCode(): Promise<number | null> {
    const mobileNum = form.getValues('mobileNum');
    const parsed = mobileNumberSchema.safeParse(mobileNum);
    if (!parsed.success) {
      form.setError('mobileNum', { message: problemFor(parsed.error.issues[0]?.message ?? '', mobileNum) });
      return null;
    }
    form.clearErrors('mobileNum');
    return sms.sendCode(parsed.data, form.getValues('countryDialingCode'));
  }

  const usernameProps = form.register('username');
  const rememberProps = form.register('remember', {
    onChange: (event: { target: { checked: boolean } }) => {
      // Unticking forgets the remembered username at once, not only at the next login.
      if (!event.target.checked) storeRememberedUsername(null);
    },
  });

  if (secondStep) {
    return (
      <TwoFactorLoginStep
        challenge={secondStep.challenge}
        signInOptions={secondStep.options}
        onSignedIn={onSignedIn}
        onBack={() => {
          setSecondStep(null);
          form.setValue('password', '');
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="space-y-4">
      {smsLogin ? (
        <SegmentedTabs
          label={t('login.method')}
          value={tab}
          onChange={changeTab}
          tabs={[
            { value: 'username', label: t('login.tabs.username'), testId: 'login-tab-username' },
            { value: 'sms', label: t('login.tabs.sms'), testId: 'login-tab-sms' },
          ]}
        />
      ) : null}

      {tab === 'username' ? (
        <>
          <UsernameField
            id={`${id}-username`}
            error={fieldError(errors.username?.message)}
            inputProps={usernameProps}
            testId="login-username"
          />
          <FormField
            id={`${id}-password`}
            label={t('fields.password')}
            error={fieldError(errors.password?.message)}
            errorTestId="field-error-password"
          >
            <PasswordInput
              id={`${id}-password`}
              autoComplete="current-password"
              placeholder={t('placeholders.password')}
              invalid={Boolean(errors.password)}
              aria-describedby={describedBy(`${id}-password`, errors.password?.message, undefined)}
              data-testid="login-password"
              {...form.register('password')}
            />
          </FormField>
        </>
      ) : (
        <>
          <MobileNumberField
            id={`${id}-mobile`}
            error={fieldError(errors.mobileNum?.message)}
            inputProps={form.register('mobileNum')}
            dialCode={dialCode}
            onDialCodeChange={(code) => form.setValue('countryDialingCode', code)}
            testIds={{ input: 'login-mobile', countryCode: 'login-country-code' }}
          />
          <SmsCodeField
            id={`${id}-code`}
            error={fieldError(errors.verificationCode?.message)}
            inputProps={form.register('verificationCode')}
            onSend={sendCode}
            testIds={{ input: 'login-sms-code', send: 'login-sms-send' }}
          />
        </>
      )}

      {captchaShown ? (
        <CaptchaField
          id={`${id}-captcha`}
          challenge={captcha.challenge}
          loading={captcha.loading}
          failed={captcha.failed}
          onRefresh={() => void captcha.refresh()}
          proof={captcha.proof}
          onProve={() => void captcha.proveWithoutImage()}
          error={fieldError(errors.captcha?.message)}
          inputProps={form.register('captcha')}
          testIds={{
            input: 'login-captcha',
            image: 'login-captcha-image',
            refresh: 'login-captcha-refresh',
            prove: 'login-captcha-prove',
            error: 'field-error-captcha',
          }}
        />
      ) : null}

      <div className="flex items-start justify-between gap-3">
        <Checkbox data-testid="login-remember" {...rememberProps}>
          <span className="font-medium text-text">{t('login.remember')}</span>
          <span className="block text-xs text-text-3">{t('login.rememberHint')}</span>
        </Checkbox>
        {besideRemember}
      </div>

      <FormError message={formError} />

      <SubmitButton busy={logIn.isPending || signingIn} data-testid="login-submit">
        {portal === 'agent' ? t('login.submitAgent') : t('login.submit')}
      </SubmitButton>

      <SmsWarningDialog warning={sms.warning} onDismiss={sms.dismissWarning} />
    </form>
  );
}
