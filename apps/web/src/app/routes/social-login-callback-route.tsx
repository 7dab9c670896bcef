import { isSwitchEnabled } from '@croupier/contracts';
import type { LoginAnswer, LoginResult, RegisterBody, SocialProvider, TwoFactorChallenge } from '@croupier/contracts';
import { Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { useRegistrationSettings } from '@/features/accounts/api/get-registration-settings';
import { RegisterForm } from '@/features/accounts/components/register-form';
import { TwoFactorLoginStep } from '@/features/accounts/components/two-factor-login-step';
import { initialDialCode } from '@/features/accounts/dial-codes';
import { useSignIn } from '@/features/accounts/use-sign-in';
import { useFinishSocialLogin } from '@/features/social-login/api/finish-social-login';
import { registerWithSocialIdentity } from '@/features/social-login/api/register-with-social-identity';
import { takeBrowserBinding } from '@/features/social-login/api/start-social-login';
import { SocialLinkForm } from '@/features/social-login/components/social-link-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useErrorMessage } from '@/lib/use-error-message';
import { useLanguage } from '@/lib/use-language';
import { homeAfterSignIn } from '../account-popups';
import { useLoadedSiteConfig } from '../site-config-context';

type Step =
  | { step: 'working' }
  | { step: 'failed'; message: string }
  | { step: 'second-factor'; challenge: TwoFactorChallenge; username: string }
  | { step: 'choice'; provider: SocialProvider; ticket: string; expiresInSeconds: number };

/**
 * Where the providers send the browser back (`/social-login/callback`): hands their answer to the server once (the
 * state it carries is good once), takes the code out of the address bar, then logs in, asks for the second factor,
 * or offers to link the identity to an existing account or to register a new one with it.
 */
export function SocialLoginCallbackRoute() {
  const { t } = useTranslation('social');
  const config = useLoadedSiteConfig();
  useDocumentTitle(t('callback.title'), config.merchantName);
  const location = useLocation();
  const navigate = useNavigate();
  const finish = useFinishSocialLogin();
  const signIn = useSignIn();
  const errorMessage = useErrorMessage();
  const [state, setState] = useState<Step>({ step: 'working' });
  const began = useRef(false);
  const [callbackQuery] = useState(location.search);

  async function complete(login: LoginAnswer, username = '') {
    if (login.twoFactorRequired) {
      setState({ step: 'second-factor', challenge: login, username });
      return;
    }
    await signIn(login, { username });
    void navigate(homeAfterSignIn(login.isAgent), { replace: true });
  }

  useEffect(() => {
    if (began.current) return;
    began.current = true;
    // The provider's code and state must not stay in the address bar or the history.
    void navigate(location.pathname, { replace: true });
    finish.mutateAsync({ callbackQuery, browserBinding: takeBrowserBinding() }).then(
      async (outcome) => {
        if (outcome.outcome === 'logged-in') await complete(outcome.login);
        else setState({ step: 'choice', ...outcome });
      },
      (error: unknown) => setState({ step: 'failed', message: errorMessage(error) }),
    );
    // Once per page: the state in the query is single-use.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="mx-auto w-full max-w-md px-4 py-8" data-testid="social-login-callback">
      {state.step === 'working' ? (
        <Panel title={t('callback.title')}>
          <p role="status" className="flex items-center gap-2 text-sm text-text-2">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            {t('callback.working')}
          </p>
        </Panel>
      ) : state.step === 'failed' ? (
        <Panel title={t('callback.failedTitle')}>
          <p role="alert" className="mb-4 text-sm text-text-2" data-testid="social-login-failed">
            {state.message}
          </p>
          <div className="flex flex-wrap gap-2">
            <Link to="/login" replace className={buttonClassName('primary', 'md')}>
              {t('callback.tryAgain')}
            </Link>
            <Link to="/" replace className={buttonClassName('ghost', 'md')}>
              {t('callback.backHome')}
            </Link>
          </div>
        </Panel>
      ) : state.step === 'second-factor' ? (
        <Panel title={t('callback.title')}>
          <TwoFactorLoginStep
            challenge={state.challenge}
            signInOptions={{ username: state.username }}
            onSignedIn={(result) => void navigate(homeAfterSignIn(result.isAgent), { replace: true })}
            onBack={() => void navigate('/login', { replace: true })}
          />
        </Panel>
      ) : (
        <LinkOrRegister
          provider={state.provider}
          ticket={state.ticket}
          minutes={Math.round(state.expiresInSeconds / 60)}
          onLinked={complete}
          onRegistered={(isAgent) => void navigate(homeAfterSignIn(isAgent), { replace: true })}
        />
      )}
    </div>
  );
}

function LinkOrRegister({
  provider,
  ticket,
  minutes,
  onLinked,
  onRegistered,
}: {
  provider: SocialProvider;
  ticket: string;
  minutes: number;
  onLinked: (login: LoginAnswer, username: string) => Promise<void>;
  onRegistered: (isAgent: boolean) => void;
}) {
  const { t } = useTranslation('social');
  const config = useLoadedSiteConfig();
  const language = useLanguage();
  const [tab, setTab] = useState<'link' | 'register'>('link');
  const name = t(`providers.${provider}`);
  return (
    <Panel title={t('choice.title', { provider: name })} description={t('choice.description', { provider: name })}>
      <div className="space-y-4" data-testid="social-login-choice">
        <SegmentedTabs
          label={t('choice.title', { provider: name })}
          value={tab}
          onChange={setTab}
          tabs={[
            { value: 'link', label: t('choice.link'), testId: 'social-choice-link' },
            { value: 'register', label: t('choice.register'), testId: 'social-choice-register' },
          ]}
        />
        {tab === 'link' ? (
          <SocialLinkForm
            ticket={ticket}
            provider={provider}
            smsLogin={isSwitchEnabled(config.whitelabel, 'MOBVERFLOGIN3')}
            defaultDialCode={initialDialCode(config.location.countryCode)}
            onLinked={onLinked}
          />
        ) : (
          <SocialRegistration
            defaultDialCode={initialDialCode(config.location.countryCode)}
            submit={(body) => registerWithSocialIdentity(ticket, body, language)}
            onRegistered={onRegistered}
          />
        )}
        <p className="text-xs text-text-3">{t('choice.expires', { minutes })}</p>
      </div>
    </Panel>
  );
}

function SocialRegistration({
  defaultDialCode,
  submit,
  onRegistered,
}: {
  defaultDialCode: string;
  submit: (body: RegisterBody) => Promise<LoginResult>;
  onRegistered: (isAgent: boolean) => void;
}) {
  const settings = useRegistrationSettings();
  if (!settings.isSuccess) return <div role="status" className="h-40 animate-pulse rounded-control bg-raised/60" />;
  return (
    <RegisterForm
      settings={settings.data}
      referralCode={null}
      defaultDialCode={defaultDialCode}
      submitRegistration={(_type, body) => submit(body)}
      onSignedIn={(result) => onRegistered(result.isAgent)}
    />
  );
}
