import type { Language } from '@croupier/contracts';
import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandWordmark } from '../../components/ui/brand-wordmark';
import { buttonClassName } from '../../components/ui/button';
import { ClientClock } from '../../features/clock/components/client-clock';
import { SpeedPanel } from '../../features/speed-test/components/speed-panel';
import { useMemberSession } from '../../lib/member-session';
import { LanguageMenu } from './language-menu';
import { DeferredAccountBar } from './deferred-account-bar';
import { DeferredSpeedTest } from './deferred-speed-test';

type SiteHeaderProps = {
  brandName: string;
  timeZone: string;
  languages: readonly Language[];
  /** False on game pages, which have no side menu to open. */
  hasSideMenu: boolean;
  /** The seamless game page gives phones the whole screen below its own slim bar. */
  hiddenOnPhones?: boolean;
  sideMenuCollapsed: boolean;
  onToggleSideMenu: () => void;
  onOpenDrawer: () => void;
};

const iconButton =
  'grid size-11 shrink-0 place-items-center rounded-control text-text-2 transition-colors duration-150 hover:bg-raised hover:text-text';

/**
 * The sticky header (spec §2): logo, clock, server lines, language, and the login and register buttons, or for a
 * signed-in player the balance, deposit, withdraw, avatar and account menu.
 */
export function SiteHeader({
  brandName,
  timeZone,
  languages,
  hasSideMenu,
  hiddenOnPhones = false,
  sideMenuCollapsed,
  onToggleSideMenu,
  onOpenDrawer,
}: SiteHeaderProps) {
  const { t } = useTranslation();
  const session = useMemberSession();
  // On phones a signed-in header spends its width on the balance and the account; the language moves into the menu.
  const roomyOnly = session ? 'hidden sm:block' : '';
  return (
    <header
      data-testid="site-header"
      className={`sticky top-0 z-30 h-(--header-height) border-b border-border/80 bg-bg/85 backdrop-blur-md supports-[backdrop-filter]:bg-bg/70 ${hiddenOnPhones ? 'max-lg:hidden' : ''}`}
    >
      <div className="flex h-full items-center gap-0.5 ps-1 pe-2 sm:gap-2 sm:px-3 lg:px-4">
        {hasSideMenu ? (
          <>
            <button
              type="button"
              onClick={onOpenDrawer}
              aria-label={t('actions.openMenu')}
              className={`${iconButton} lg:hidden`}
            >
              <Menu className="size-5" aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={onToggleSideMenu}
              aria-label={sideMenuCollapsed ? t('actions.expandMenu') : t('actions.collapseMenu')}
              aria-pressed={sideMenuCollapsed}
              className={`${iconButton} hidden lg:grid`}
            >
              {sideMenuCollapsed ? (
                <PanelLeftOpen className="size-5" aria-hidden="true" />
              ) : (
                <PanelLeftClose className="size-5" aria-hidden="true" />
              )}
            </button>
          </>
        ) : null}
        <Link
          to="/"
          aria-label={t('nav.homeOf', { brand: brandName })}
          className="flex min-h-11 shrink-0 items-center rounded-control sm:px-1.5"
        >
          <BrandWordmark name={brandName} compact nameClassName="hidden min-[420px]:block" />
        </Link>
        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          <div className="me-2 hidden xl:block">
            <ClientClock timeZone={timeZone} />
          </div>
          <div className={roomyOnly}>
            <SpeedPanel>
              <DeferredSpeedTest />
            </SpeedPanel>
          </div>
          <div className={roomyOnly}>
            <LanguageMenu available={languages} />
          </div>
          {session ? (
            <DeferredAccountBar session={session} languages={languages} />
          ) : (
            <>
              <Link
                to="/login"
                data-testid="header-login"
                className={buttonClassName('ghost', 'sm', 'px-2 text-text sm:px-3.5')}
              >
                <span className="sm:hidden">{t('actions.logInShort')}</span>
                <span className="hidden sm:inline">{t('actions.logIn')}</span>
              </Link>
              <Link
                to="/register"
                data-testid="header-register"
                className={buttonClassName('primary', 'sm', 'px-3 sm:px-4')}
              >
                <span className="sm:hidden">{t('actions.registerShort')}</span>
                <span className="hidden sm:inline">{t('actions.register')}</span>
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
