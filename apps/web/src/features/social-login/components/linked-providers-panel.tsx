import type { SocialProvider } from '@croupier/contracts';
import { Link2, Link2Off } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { describedBy, FormField } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { PasswordInput } from '@/components/ui/password-input';
import { useToast } from '@/components/ui/toast-provider';
import { formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { useSocialIdentities } from '../api/list-social-identities';
import { goToProvider, useStartSocialLogin } from '../api/start-social-login';
import { useUnlinkSocialIdentity } from '../api/unlink-social-identity';

/**
 * The security centre's linked sign-ins: each provider the brand has on (or the member still has linked), linked or
 * not; linking goes through the provider's login and the account's password, unlinking asks the password here.
 * Hidden where the brand offers none and the member has none.
 */
export function LinkedProvidersPanel({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('social');
  const identities = useSocialIdentities();
  const start = useStartSocialLogin();
  const errorMessage = useErrorMessage();
  const { showToast } = useToast();
  const [unlinking, setUnlinking] = useState<SocialProvider | null>(null);
  const data = identities.data;
  if (!data) return null;
  const shown = [...new Set<SocialProvider>([...data.enabledProviders, ...data.identities.map((row) => row.provider)])];
  if (shown.length === 0) return null;

  async function link(provider: SocialProvider) {
    try {
      await goToProvider(start.mutateAsync, provider);
    } catch (error) {
      showToast(errorMessage(error), 'error');
    }
  }

  return (
    <Panel title={t('security.title')} description={t('security.description')} testId="linked-providers">
      <ul className="divide-y divide-border/70">
        {shown.map((provider) => {
          const linked = data.identities.find((row) => row.provider === provider);
          return (
            <li key={provider} className="py-3" data-testid={`linked-provider-${provider}`}>
              <div className="flex items-center justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold text-text">{t(`providers.${provider}`)}</p>
                  <p className="text-[13px] text-text-3">
                    {linked
                      ? t('security.linkedOn', { date: formatDateTime(linked.linkedAt, timeZone).slice(0, 10) })
                      : t('security.notLinked')}
                  </p>
                </div>
                {linked ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setUnlinking(provider)}
                    data-testid={`unlink-${provider}`}
                  >
                    <Link2Off className="size-4" aria-hidden="true" />
                    {t('security.unlink')}
                  </Button>
                ) : data.enabledProviders.includes(provider) ? (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => void link(provider)}
                    busy={start.isPending && start.variables === provider}
                    data-testid={`link-${provider}`}
                  >
                    <Link2 className="size-4" aria-hidden="true" />
                    {t('security.link')}
                  </Button>
                ) : null}
              </div>
              {unlinking === provider ? (
                <UnlinkForm
                  provider={provider}
                  onDone={() => {
                    setUnlinking(null);
                    showToast(t('security.unlinked', { provider: t(`providers.${provider}`) }), 'success');
                  }}
                  onCancel={() => setUnlinking(null)}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}

function UnlinkForm({
  provider,
  onDone,
  onCancel,
}: {
  provider: SocialProvider;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('social');
  const id = useId();
  const errorMessage = useErrorMessage();
  const unlink = useUnlinkSocialIdentity();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return;
    setError(null);
    try {
      await unlink.mutateAsync({ provider, password });
      onDone();
    } catch (failure) {
      setError(errorMessage(failure));
      setPassword('');
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-3 space-y-3" data-testid="unlink-form">
      <p className="text-sm text-text-2">{t('security.unlinkDescription', { provider: t(`providers.${provider}`) })}</p>
      <FormField id={id} label={t('security.password')} error={error ?? undefined}>
        <PasswordInput
          id={id}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          invalid={Boolean(error)}
          aria-describedby={describedBy(id, error ?? undefined, undefined)}
          data-testid="unlink-password"
        />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" variant="danger" size="sm" busy={unlink.isPending} data-testid="unlink-confirm">
          {t('security.confirmUnlink')}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          {t('security.cancel')}
        </Button>
      </div>
    </form>
  );
}
