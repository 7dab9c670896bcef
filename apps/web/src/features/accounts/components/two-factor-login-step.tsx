import { twoFactorCodeSchema } from '@croupier/contracts';
import type { LoginResult, TwoFactorChallenge } from '@croupier/contracts';
import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { describedBy, FormField, InputBox } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-error';
import { useErrorMessage } from '@/lib/use-error-message';
import { useLogInWithSecondFactor } from '../api/log-in-with-second-factor';
import type { SignInOptions } from '../use-sign-in';
import { useSignIn } from '../use-sign-in';
import { FormError } from './form-error';
import { SubmitButton } from './submit-button';

type TwoFactorLoginStepProps = {
  challenge: TwoFactorChallenge;
  /** How the session is kept once the code is right (remember me, the username typed at the first step). */
  signInOptions: SignInOptions;
  onSignedIn: (result: LoginResult) => void;
  /** Back to the first step (a new password try starts a new challenge). */
  onBack: () => void;
};

/**
 * The login's second step: the six digits of the player's authenticator app, or one of their recovery codes. The
 * session starts only here; an expired challenge sends the player back to the first step.
 */
export function TwoFactorLoginStep({ challenge, signInOptions, onSignedIn, onBack }: TwoFactorLoginStepProps) {
  const { t } = useTranslation('accounts');
  const id = useId();
  const errorMessage = useErrorMessage();
  const verify = useLogInWithSecondFactor();
  const signIn = useSignIn();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [signingIn, setSigningIn] = useState(false);

  async function submit() {
    setFormError(null);
    if (!twoFactorCodeSchema.safeParse(code).success) {
      setFieldError(code.trim() === '' ? t('twoFactor.codeRequired') : t('twoFactor.codeFormat'));
      return;
    }
    setFieldError(null);
    try {
      const result = await verify.mutateAsync({ challengeToken: challenge.challengeToken, code });
      setSigningIn(true);
      await signIn(result, signInOptions);
      onSignedIn(result);
    } catch (error) {
      setSigningIn(false);
      if (error instanceof ApiError && error.code === 'TWO_FACTOR_CODE_INVALID') {
        setFieldError(errorMessage(error));
        setCode('');
      } else {
        setFormError(errorMessage(error));
      }
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="space-y-4"
      data-testid="login-two-factor"
    >
      <div className="flex items-start gap-3 rounded-control border border-border bg-raised/40 p-3.5">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-win" aria-hidden="true" />
        <div className="min-w-0">
          <p className="text-sm font-semibold text-text">{t('twoFactor.title')}</p>
          <p className="mt-0.5 text-[13px] text-text-2 text-pretty">{t('twoFactor.intro')}</p>
        </div>
      </div>
      <FormField
        id={`${id}-code`}
        label={t('twoFactor.codeLabel')}
        hint={t('twoFactor.codeHint')}
        error={fieldError ?? undefined}
        errorTestId="field-error-two-factor-code"
      >
        <InputBox
          id={`${id}-code`}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          autoFocus
          spellCheck={false}
          maxLength={14}
          placeholder="123456"
          className="font-mono tracking-[0.2em]"
          invalid={Boolean(fieldError)}
          aria-describedby={describedBy(`${id}-code`, fieldError ?? undefined, t('twoFactor.codeHint'))}
          data-testid="login-two-factor-code"
        />
      </FormField>
      <FormError message={formError} />
      <SubmitButton busy={verify.isPending || signingIn} data-testid="login-two-factor-submit">
        {t('twoFactor.submit')}
      </SubmitButton>
      <Button variant="ghost" className="w-full" onClick={onBack} data-testid="login-two-factor-back">
        {t('twoFactor.back')}
      </Button>
    </form>
  );
}
