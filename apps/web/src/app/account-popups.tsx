import { isSwitchEnabled } from '@croupier/contracts';
import type { LoginResult } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useToast } from '@/components/ui/toast-provider';
import { ChangePasswordModal } from '@/features/accounts/components/change-password-modal';
import { acknowledgeFirstLogin } from '@/features/accounts/api/acknowledge-first-login';
import {
  LogOutDialog,
  SessionEndedDialog,
  TrialDialog,
  WelcomeDialog,
} from '@/features/accounts/components/account-dialogs';
import { ForgetPasswordModal } from '@/features/accounts/components/forget-password-modal';
import { ForgetBanner } from '@/features/content/components/forget-banner';
import { ContractOfferPopup } from '@/features/agent-contracts';
import { LoginModal } from '@/features/accounts/components/login-modal';
import { SocialLoginButtons } from '@/features/social-login/components/social-login-buttons';
import { RegisterModal } from '@/features/accounts/components/register-modal';
import { ResetLinkModal } from '@/features/accounts/components/reset-link-modal';
import { initialDialCode } from '@/features/accounts/dial-codes';
import { useEndSession } from '@/features/accounts/use-end-session';
import { useAppState, useSetAppState } from '@/lib/app-store';
import { dismissSessionEndNotice, getMemberSession, useMemberSession, useSessionEndNotice } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { useLoadedSiteConfig } from './site-config-context';

type RoutePopup = 'login' | 'register' | 'forget' | null;

/** The popups the spec gives a route of their own (§2): the page under them is home. */
export function routePopupOf(pathname: string): RoutePopup {
  switch (pathname.toLowerCase().replace(/\/+$/, '')) {
    case '/login':
      return 'login';
    case '/register':
      return 'register';
    case '/forget':
      return 'forget';
    default:
      return null;
  }
}

/** After any sign-in an agent goes to the agent centre and everyone else home (spec §4). */
export function homeAfterSignIn(isAgent: boolean): string {
  return isAgent ? '/agentHome' : '/';
}

/**
 * Every account popup in one place: login, register and forgot password (by route, or login over any page), the
 * e-mailed reset link, change password (from the menu, or forced by the server), the logout question and the trial
 * notice.
 */
export function AccountPopups({ routePopups = true }: { routePopups?: boolean }) {
  const config = useLoadedSiteConfig();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const session = useMemberSession();
  const sessionEndNotice = useSessionEndNotice();
  const dialog = useAppState((state) => state.accountDialog);
  const setAppState = useSetAppState();
  const endSession = useEndSession();
  const [loggingOut, setLoggingOut] = useState(false);
  const { t } = useTranslation('accounts');
  const { showToast } = useToast();
  // Kept here, not in the shared dialog state, which every route change clears: the welcome follows a redirect.
  const [welcomeOpen, setWelcomeOpen] = useState(false);
  const language = useLanguage();

  const routePopup = routePopups ? routePopupOf(pathname) : null;
  const resetToken = routePopup === 'forget' ? searchParams.get('resetToken') : null;
  const defaultDialCode = initialDialCode(config.location.countryCode);
  const closeDialog = () => setAppState({ accountDialog: null });
  const closeRoutePopup = () => void navigate('/', { replace: true });

  function signedIn(result: LoginResult) {
    setAppState({ accountDialog: null });
    if (result.twoFactorSetupRequired) {
      // The brand requires a second factor: money waits for it, so the security centre comes first.
      void navigate('/member?page=securityCenter', { replace: true });
      showToast(t('twoFactor.setupRequired'), 'info');
    } else {
      void navigate(homeAfterSignIn(result.isAgent), { replace: true });
    }
    if (result.firstTimeLogin) void runFirstLoginAction();
  }

  async function runFirstLoginAction() {
    try {
      const { firstLogin } = await acknowledgeFirstLogin(language);
      if (firstLogin) setWelcomeOpen(true);
    } catch {
      // The welcome is a courtesy; a failed call must not disturb a login that worked.
    }
  }

  async function logOut() {
    setLoggingOut(true);
    setAppState({ accountDialog: null, loaderVisible: true });
    await endSession();
    setLoggingOut(false);
    setAppState({ loaderVisible: false });
    void navigate('/', { replace: true });
  }

  const loginOpen = !session && (routePopup === 'login' || dialog === 'login');
  const forcedChange = Boolean(session?.mustChangePassword);

  return (
    <>
      <LoginModal
        open={loginOpen}
        onClose={routePopup === 'login' ? closeRoutePopup : closeDialog}
        onSignedIn={signedIn}
        smsLogin={isSwitchEnabled(config.whitelabel, 'MOBVERFLOGIN3')}
        freePlay={isSwitchEnabled(config.whitelabel, 'FREEPLAY3')}
        defaultDialCode={defaultDialCode}
        otherSignIns={<SocialLoginButtons providers={config.socialLoginProviders ?? []} />}
      />
      <RegisterModal
        open={!session && routePopup === 'register'}
        onClose={closeRoutePopup}
        onSignedIn={signedIn}
        referralCode={searchParams.get('referralCode')}
        defaultDialCode={defaultDialCode}
      />
      <ForgetPasswordModal
        open={routePopup === 'forget' && !resetToken && !session}
        onClose={closeRoutePopup}
        onSignedIn={signedIn}
        mobileFirst={isSwitchEnabled(config.whitelabel, 'CHNGPASSVERIF3')}
        defaultDialCode={defaultDialCode}
        renderBanner={(drawn) => <ForgetBanner fallback={drawn} />}
      />
      {resetToken ? (
        <ResetLinkModal
          open
          token={resetToken}
          onClose={closeRoutePopup}
          onDone={() => void navigate('/login', { replace: true })}
          onRequestNewLink={() => void navigate('/forget', { replace: true })}
        />
      ) : null}
      <ChangePasswordModal
        open={Boolean(session) && (forcedChange || dialog === 'changePassword')}
        forced={forcedChange}
        onClose={closeDialog}
        onChanged={() => {
          setAppState({ accountDialog: null });
          void navigate(homeAfterSignIn(getMemberSession()?.isAgent ?? false), { replace: true });
        }}
        onLogOut={() => setAppState({ accountDialog: 'logout' })}
      />
      <LogOutDialog
        open={Boolean(session) && dialog === 'logout'}
        busy={loggingOut}
        onConfirm={() => void logOut()}
        onCancel={closeDialog}
      />
      <TrialDialog open={dialog === 'trial'} onConfirm={closeDialog} />
      <SessionEndedDialog notice={sessionEndNotice} onConfirm={dismissSessionEndNotice} />
      <WelcomeDialog
        open={Boolean(session) && welcomeOpen}
        brand={config.merchantName}
        trial={session?.isTrial ?? false}
        onConfirm={() => setWelcomeOpen(false)}
      />
    </>
  );
}

/** The popups of the player site, where /login, /register and /forget open theirs. */
export function SiteAccountPopups() {
  return (
    <>
      <AccountPopups />
      {/* Spec §3: an agent browsing the site sees a contract waiting for its answer too. */}
      <ContractOfferPopup />
    </>
  );
}

/** The popups of the agent centre: its own dialogs only, since its routes have no popup of their own. */
export function AgentAccountPopups() {
  return (
    <>
      <AccountPopups routePopups={false} />
      <ContractOfferPopup />
    </>
  );
}
