import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandWordmark } from '../../components/ui/brand-wordmark';
import { useMemberSession } from '../../lib/member-session';
import { DeferredAccountPopups } from '../deferred-account-popups';
import { useLoadedSiteConfig } from '../site-config-context';
import { LanguageMenu } from './language-menu';
import { RouteOutlet } from './route-outlet';
import { useRouteChangeEffects } from './use-route-change-effects';
import { DeferredAccountBar } from './deferred-account-bar';

/** The agent centre's own, simpler layout (spec §2): no side menu, no game navigation. */
export function AgentLayout() {
  const { t } = useTranslation();
  const config = useLoadedSiteConfig();
  const session = useMemberSession();
  useRouteChangeEffects();
  return (
    <div data-testid="agent-shell" className="flex min-h-dvh flex-col">
      <header
        data-testid="agent-header"
        className="sticky top-0 z-30 h-(--header-height) border-b border-border/80 bg-bg/80 backdrop-blur-md"
      >
        <div className="mx-auto flex h-full max-w-[1200px] items-center gap-3 px-3 sm:px-6">
          <Link to="/agentHome" className="flex min-h-11 min-w-0 items-center gap-3 rounded-control">
            <BrandWordmark name={config.merchantName} compact nameClassName="hidden sm:block" />
            <span className="rounded-pill border border-info/40 bg-info/10 px-2.5 py-0.5 text-xs font-semibold text-info">
              {t('agent.badge')}
            </span>
          </Link>
          <div className="ms-auto flex items-center gap-2">
            <div className={session ? 'hidden sm:block' : ''}>
              <LanguageMenu available={config.languages} />
            </div>
            {session ? <DeferredAccountBar session={session} languages={config.languages} /> : null}
            <Link
              to="/"
              aria-label={t('agent.backToSite')}
              className="inline-flex min-h-11 items-center gap-2 rounded-control px-3 text-sm font-medium text-text-2 hover:bg-raised hover:text-text"
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              <span className={session ? 'hidden lg:inline' : 'hidden sm:inline'}>{t('agent.backToSite')}</span>
            </Link>
          </div>
        </div>
      </header>
      <main id="main-content" className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-8 sm:px-6">
        <RouteOutlet />
      </main>
      <footer className="border-t border-border px-4 py-5 text-center text-xs text-text-3">
        {t('footer.copyright', { year: new Date().getFullYear(), brand: config.merchantName })}
      </footer>
      <DeferredAccountPopups layout="agent" />
    </div>
  );
}
