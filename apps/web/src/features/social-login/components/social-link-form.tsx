import type { LoginAnswer, SocialProvider } from '@croupier/contracts';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { describedBy, FormField, InputBox } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { useErrorMessage } from '@/lib/use-error-message';
import { useLinkSocialIdentity } from '../api/link-social-identity';

type SocialLinkFormProps = {
  ticket: string;
  provider: SocialProvider;
  /** The login the link answered: a session, or the second-factor challenge of a member who has one. */
  onLinked: (login: LoginAnswer, username: string) => void | Promise<void>;
};

/**
 * Links the provider identity to an existing account: its username and login password, once. Wrong passwords count
 * towards the account's lock like any other password check, so the form says what the server says.
 */
export function SocialLinkForm({ ticket, provider, onLinked }: SocialLinkFormProps) {
  const { t } = useTranslation('social');
  const { t: tAccounts } = useTranslation('accounts');
  const id = useId();
  const errorMessage = useErrorMessage();
  const link = useLinkSocialIdentity();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!username.trim() || !password) {
      setError(t('link.required'));
      return;
    }
    try {
      const answer = await link.mutateAsync({ ticket, method: 'password', username: username.trim(), password });
      await onLinked(answer.login, username.trim());
    } catch (failure) {
      setError(errorMessage(failure));
      setPassword('');
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4" data-testid="social-link-form">
      <p className="text-sm text-text-2">{t('link.description', { provider: t(`providers.${provider}`) })}</p>
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
      <Button type="submit" className="w-full" busy={link.isPending} data-testid="social-link-submit">
        {t('link.submit')}
      </Button>
    </form>
  );
}
