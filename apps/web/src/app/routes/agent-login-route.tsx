import { isSwitchEnabled } from '@croupier/contracts';
import { Briefcase } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { LoginForm } from '@/features/accounts/components/login-form';
import { initialDialCode } from '@/features/accounts/dial-codes';
import { useMemberSession } from '@/lib/member-session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLoadedSiteConfig } from '../site-config-context';

/** /agent: the agent login landing (spec §2); only agents get past the server here. */
export function AgentLoginRoute() {
  const { t } = useTranslation();
  const config = useLoadedSiteConfig();
  const navigate = useNavigate();
  const session = useMemberSession();
  useDocumentTitle(t('pages.agentLogin'), config.merchantName);
  if (session?.isAgent) return <Navigate to="/agentHome" replace />;
  return (
    <section
      data-testid="agent-login"
      aria-labelledby="agent-login-title"
      className="mx-auto w-full max-w-md overflow-hidden rounded-card border border-border bg-surface shadow-[0_24px_64px_-24px_rgb(0_0_0/0.7)]"
    >
      <div className="relative isolate overflow-hidden border-b border-border bg-[radial-gradient(120%_140%_at_100%_0%,rgb(59_167_255/0.2),transparent_55%),radial-gradient(90%_120%_at_0%_100%,rgb(245_179_1/0.12),transparent_60%)] px-6 py-7">
        <span className="grid size-12 place-items-center rounded-[12px] bg-info/15 text-info ring-1 ring-info/30">
          <Briefcase className="size-6" aria-hidden="true" />
        </span>
        <h1 id="agent-login-title" className="mt-4 text-2xl font-bold text-balance">
          {t('agent.loginTitle')}
        </h1>
        <p className="mt-1.5 text-sm text-text-2 text-pretty">{t('agent.loginDescription')}</p>
      </div>
      <div className="px-6 py-6">
        <LoginForm
          portal="agent"
          smsLogin={isSwitchEnabled(config.whitelabel, 'MOBVERFLOGIN3')}
          defaultDialCode={initialDialCode(config.location.countryCode)}
          onSignedIn={() => void navigate('/agentHome', { replace: true })}
        />
      </div>
    </section>
  );
}
