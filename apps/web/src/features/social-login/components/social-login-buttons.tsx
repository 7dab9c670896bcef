import type { SocialProvider } from '@croupier/contracts';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useErrorMessage } from '@/lib/use-error-message';
import { goToProvider, useStartSocialLogin } from '../api/start-social-login';

/**
 * The login popup's provider buttons (spec §2): only the providers the brand has on, as plain text buttons with the
 * provider's name (no copied logos). A click asks the server to start the login and leaves for the provider's page.
 */
export function SocialLoginButtons({ providers }: { providers: readonly SocialProvider[] }) {
  const { t } = useTranslation('social');
  const start = useStartSocialLogin();
  const errorMessage = useErrorMessage();
  const [error, setError] = useState<string | null>(null);
  if (providers.length === 0) return null;

  async function go(provider: SocialProvider) {
    setError(null);
    try {
      await goToProvider(start.mutateAsync, provider);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <div data-testid="social-login-buttons">
      <div className="my-4 flex items-center gap-3 text-xs text-text-3" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        {t('buttons.divider')}
        <span className="h-px flex-1 bg-border" />
      </div>
      <div className="grid gap-2">
        {providers.map((provider) => (
          <Button
            key={provider}
            variant="outline"
            className="w-full"
            onClick={() => void go(provider)}
            busy={start.isPending && start.variables === provider}
            disabled={start.isPending}
            data-testid={`social-login-${provider}`}
          >
            <LogIn className="size-[18px] text-accent" aria-hidden="true" />
            {t('buttons.continueWith', { provider: t(`providers.${provider}`) })}
          </Button>
        ))}
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-danger" data-testid="social-login-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
