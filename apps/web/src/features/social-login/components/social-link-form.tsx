import type { LoginAnswer, SocialProvider } from '@croupier/contracts';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CountdownButton } from '@/components/ui/countdown-button';
import { describedBy, FormField, InputBox } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { useErrorMessage } from '@/lib/use-error-message';
import { useLinkSocialIdentity } from '../api/link-social-identity';
import { useSendLinkSmsCode } from '../api/send-link-sms-code';

type SocialLinkFormProps = {
  ticket: string;
  provider: SocialProvider;
  /** The brand lets members log in with an SMS code (MOBVERFLOGIN3): the link may be proved with one too. */
  smsLogin: boolean;
  defaultDialCode: string;
  /** The login the link answered: a session, or the second-factor challenge of a member who has one. */
  onLinked: (login: LoginAnswer, username: string) => void | Promise<void>;
};

/**
 * Links the provider identity to an existing account: its username and login password, or (where the brand has SMS
 * login) a code sent to its mobile number, once. Wrong passwords count
 * towards the account's lock like any other password check, so the form says what the server says.
 */
export function SocialLinkForm({ ticket, provider, smsLogin, defaultDialCode, onLinked }: SocialLinkFormProps) {
  const { t } = useTranslation('social');
  const { t: tAccounts } = useTranslation('accounts');
  const id = useId();
  const errorMessage = useErrorMessage();
  const link = useLinkSocialIdentity();
  const [method, setMethod] = useState<'password' | 'sms'>('password');
  const [mobileNum, setMobileNum] = useState('');
  const [code, setCode] = useState('');
  const sendCode = useSendLinkSmsCode();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const filled = method === 'password' ? username.trim() && password : mobileNum.trim() && code.trim();
    if (!filled) {
      setError(t(method === 'password' ? 'link.required' : 'link.smsRequired'));
      return;
    }
    try {
      const answer = await link.mutateAsync(
        method === 'password'
          ? { ticket, method, username: username.trim(), password }
          : { ticket, method, countryDialingCode: defaultDialCode, mobileNum: mobileNum.trim(), code: code.trim() },
      );
      await onLinked(answer.login, method === 'password' ? username.trim() : '');
    } catch (failure) {
      setError(errorMessage(failure));
      setPassword('');
      setCode('');
    }
  }

  async function send(): Promise<number | null> {
    setError(null);
    if (!mobileNum.trim()) {
      setError(t('link.smsRequired'));
      return null;
    }
    try {
      await sendCode.mutateAsync({ mobileNum: mobileNum.trim(), countryDialingCode: defaultDialCode });
      return 60;
    } catch (failure) {
      setError(errorMessage(failure));
      return null;
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4" data-testid="social-link-form">
      <p className="text-sm text-text-2">{t('link.description', { provider: t(`providers.${provider}`) })}</p>
      {smsLogin ? (
        <SegmentedTabs
          label={t('link.method')}
          value={method}
          onChange={(next) => {
            setMethod(next);
            setError(null);
          }}
          tabs={[
            { value: 'password', label: t('link.byPassword'), testId: 'social-link-by-password' },
            { value: 'sms', label: t('link.bySms'), testId: 'social-link-by-sms' },
          ]}
        />
      ) : null}
      {method === 'password' ? (
        <>
          <FormField id={`${id}-username`} label={tAccounts('fields.username')}>
            <InputBox
              id={`${id}-username`}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              placeholder={tAccounts('placeholders.username')}
              data-testid="social-link-username"
            />
          </FormField>
          <FormField
            id={`${id}-password`}
            label={t('link.password')}
            error={error ?? undefined}
            errorTestId="social-link-error"
          >
            <PasswordInput
              id={`${id}-password`}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              placeholder={t('link.passwordPlaceholder')}
              invalid={Boolean(error)}
              aria-describedby={describedBy(`${id}-password`, error ?? undefined, undefined)}
              data-testid="social-link-password"
            />
          </FormField>
        </>
      ) : (
        <>
          <FormField id={`${id}-mobile`} label={t('link.mobile')} aside={`+${defaultDialCode}`}>
            <InputBox
              id={`${id}-mobile`}
              inputMode="tel"
              autoComplete="tel-national"
              value={mobileNum}
              onChange={(event) => setMobileNum(event.target.value)}
              data-testid="social-link-mobile"
            />
          </FormField>
          <FormField
            id={`${id}-code`}
            label={t('link.code')}
            error={error ?? undefined}
            errorTestId="social-link-error"
          >
            <div className="flex gap-2">
              <div className="min-w-0 flex-1">
                <InputBox
                  id={`${id}-code`}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  invalid={Boolean(error)}
                  aria-describedby={describedBy(`${id}-code`, error ?? undefined, undefined)}
                  data-testid="social-link-code"
                />
              </div>
              <CountdownButton
                variant="outline"
                label={t('link.sendCode')}
                onPress={send}
                data-testid="social-link-send-code"
              />
            </div>
          </FormField>
        </>
      )}
      <Button type="submit" className="w-full" busy={link.isPending} data-testid="social-link-submit">
        {t('link.submit')}
      </Button>
    </form>
  );
}
