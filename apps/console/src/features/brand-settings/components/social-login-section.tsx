import type { SocialProviderConfig } from '@croupier/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useErrorMessage } from '@/lib/use-error-message';
import { useSaveSocialLoginProvider } from '../api/save-social-login-provider';
import { useSocialLoginProviders } from '../api/social-login-providers';
import { checkboxClass, SectionCard } from './section-card';

/**
 * The brand's login popup providers (LINE, Google, Facebook; decision 0086): each switched on or off with its client
 * id, issuer and client secret. The secret is write-only: the console only learns whether one is stored, and a save
 * with the field left empty keeps it.
 */
export function SocialLoginSection({ code }: { code: string }) {
  const errorMessage = useErrorMessage();
  const providers = useSocialLoginProviders(code);
  if (providers.isError) {
    return (
      <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
        {errorMessage(providers.error)}
      </p>
    );
  }
  if (!providers.data) return null;
  return (
    <div className="grid grid-cols-3 gap-5 max-xl:grid-cols-1" data-testid="social-login-settings">
      {providers.data.providers.map((provider) => (
        <ProviderForm key={provider.provider} code={code} config={provider} />
      ))}
    </div>
  );
}

function ProviderForm({ code, config }: { code: string; config: SocialProviderConfig }) {
  const { t } = useTranslation('brand-settings');
  const save = useSaveSocialLoginProvider(code, config.provider);
  const [enabled, setEnabled] = useState(config.enabled);
  const [clientId, setClientId] = useState(config.clientId);
  const [issuerUrl, setIssuerUrl] = useState(config.issuerUrl);
  const [clientSecret, setClientSecret] = useState('');
  const id = `social-${config.provider}`;
  const name = t(`socialLogin.providers.${config.provider}`);

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      {
        enabled,
        clientId: clientId.trim(),
        issuerUrl: issuerUrl.trim(),
        ...(clientSecret.trim() ? { clientSecret: clientSecret.trim() } : {}),
      },
      { onSuccess: () => setClientSecret('') },
    );
  }

  return (
    <SectionCard
      id={id}
      title={t('socialLogin.title', { provider: name })}
      description={t('socialLogin.description')}
      onSubmit={submit}
      saving={save.isPending}
      saved={save.isSuccess}
      error={save.error}
    >
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className={checkboxClass}
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
          data-testid={`${id}-enabled`}
        />
        {t('socialLogin.enabled')}
      </label>
      <FormField label={t('socialLogin.clientId')} htmlFor={`${id}-client-id`}>
        <input
          id={`${id}-client-id`}
          className={inputClass}
          value={clientId}
          onChange={(event) => setClientId(event.target.value)}
          autoComplete="off"
          data-testid={`${id}-client-id`}
        />
      </FormField>
      <FormField label={t('socialLogin.clientSecret')} htmlFor={`${id}-client-secret`}>
        <input
          id={`${id}-client-secret`}
          type="password"
          className={inputClass}
          value={clientSecret}
          onChange={(event) => setClientSecret(event.target.value)}
          autoComplete="new-password"
          placeholder={config.clientSecretSet ? t('socialLogin.secretKept') : t('socialLogin.secretMissing')}
          data-testid={`${id}-client-secret`}
        />
      </FormField>
      <FormField label={t('socialLogin.issuerUrl')} htmlFor={`${id}-issuer`}>
        <input
          id={`${id}-issuer`}
          className={inputClass}
          value={issuerUrl}
          onChange={(event) => setIssuerUrl(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          data-testid={`${id}-issuer`}
        />
      </FormField>
      <p className="text-xs text-slate-500">
        {config.clientSecretSet ? t('socialLogin.secretStored') : t('socialLogin.secretNotStored')}
      </p>
    </SectionCard>
  );
}
