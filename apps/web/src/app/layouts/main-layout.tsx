import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FloatingServiceBar } from '../../features/customer-service/components/floating-service-bar';
import { useAppState, useSetAppState } from '../../lib/app-store';
import { removeBootHome } from '../boot-home';
import { DeferredAccountPopups } from '../deferred-account-popups';
import { useLoadedSiteConfig } from '../site-config-context';
import { useOpenCustomerService } from '../use-open-customer-service';
import { BottomBar } from './bottom-bar';
import { getLayoutVariant } from './layout-variant';
import { RouteOutlet } from './route-outlet';
import { SideMenu } from './side-menu';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useRouteChangeEffects } from './use-route-change-effects';

/** The player site's layout: header, side menu, content, footer, service bar and, on phones, the bottom bar. */
export function MainLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const config = useLoadedSiteConfig();
  const collapsed = useAppState((state) => state.sideMenuCollapsed);
  const drawerOpen = useAppState((state) => state.menuDrawerOpen);
  const setAppState = useSetAppState();
  const customerService = useOpenCustomerService(config);
  const variant = getLayoutVariant(pathname);
  useRouteChangeEffects();
  // index.html's first screen gives way to the layout in this commit, whatever the route draws inside it.
  useLayoutEffect(removeBootHome, []);

  return (
    <div
      data-testid="app-shell"
      className={`flex min-h-dvh flex-col ${variant.gameFrame ? '' : 'pb-(--bottom-bar-height)'}`}
    >
      <a
        href="#main-content"
        className="fixed start-3 top-3 z-[80] -translate-y-20 rounded-control bg-accent px-4 py-2.5 font-semibold text-on-accent focus:translate-y-0"
      >
        {t('actions.skipToContent')}
      </a>
      <SiteHeader
        brandName={config.merchantName}
        timeZone={config.timeZone}
        languages={config.languages}
        hasSideMenu={variant.sideMenu}
        hiddenOnPhones={variant.gameFrame}
        sideMenuCollapsed={collapsed}
        onToggleSideMenu={() => setAppState({ sideMenuCollapsed: !collapsed })}
        onOpenDrawer={() => setAppState({ menuDrawerOpen: true })}
      />
      <div className="flex flex-1">
        {variant.sideMenu ? (
          <SideMenu
            brandName={config.merchantName}
            collapsed={collapsed}
            drawerOpen={drawerOpen}
            onCloseDrawer={() => setAppState({ menuDrawerOpen: false })}
          />
        ) : null}
        <div className={`flex min-w-0 flex-1 flex-col ${variant.sideMenu ? 'lg:border-s lg:border-border' : ''}`}>
          {/* The desktop end gutter keeps the floating service buttons off the content (phones dock them in the bottom bar). */}
          <main
            id="main-content"
            tabIndex={-1}
            className={
              variant.gameFrame
                ? 'flex w-full flex-1 flex-col outline-none'
                : 'mx-auto w-full max-w-[1440px] flex-1 px-4 pt-5 pb-20 outline-none sm:px-6 lg:px-8 lg:pt-8 lg:pe-24 lg:pb-16'
            }
          >
            <RouteOutlet />
          </main>
          {variant.footer ? <SiteFooter brandName={config.merchantName} /> : null}
        </div>
      </div>
      {variant.gameFrame ? null : (
        <>
          <FloatingServiceBar onContactService={customerService.open} />
          {customerService.dialog}
          <BottomBar onContactService={customerService.open} />
        </>
      )}
      <DeferredAccountPopups layout="site" />
    </div>
  );
}
