import { defaultLanguage } from '@croupier/contracts';
import type { ReactNode } from 'react';
import { Suspense, useDeferredValue, useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader } from '../components/ui/loader';
import { useChangeLanguage } from '../features/language/use-change-language';
import { useSiteConfig } from '../features/system/api/get-site-config';
import { useSystemStatus } from '../features/system/api/get-system-status';
import { ApiError } from '../lib/api-error';
import { defaultTimeZone } from '../lib/format-date-time';
import { ensureLanguageStored } from '../lib/language-storage';
import { hasBootHome, removeBootHome } from './boot-home';
import { LanguageMenu } from './layouts/language-menu';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import { lazyScreen } from './lazy-screen';
import { SiteConfigContext } from './site-config-context';
import { useOpenCustomerService } from './use-open-customer-service';

// Most visits never see these pages, so they stay out of the first page load.
const MaintenancePage = lazyScreen(
  async () => (await import('../features/system/components/maintenance-page')).MaintenancePage,
  ['system'],
);
const BlockPage = lazyScreen(
  async () => (await import('../features/system/components/block-page')).BlockPage,
  ['system'],
);
const StartupErrorPage = lazyScreen(
  async () => (await import('../features/system/components/startup-error-page')).StartupErrorPage,
  ['system'],
);

function StatusPage({ children }: { children: ReactNode }) {
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<Loader />}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}

/**
 * Decides what the visitor sees first (spec §4 "System status"): the site, the maintenance page or the region-block
 * page, once both the status and the brand configuration have answered.
 */
export function StartupGate({ children }: { children: ReactNode }) {
  // `ready` turns true once the visitor's language has arrived (only Thai ships in the first load).
  const { i18n, ready } = useTranslation();
  const status = useSystemStatus();
  const config = useSiteConfig();
  const changeLanguage = useChangeLanguage();
  const customerService = useOpenCustomerService(config.data);
  const brandDefaultLanguage = config.isSuccess ? config.data.defaultLanguage : config.isError ? defaultLanguage : null;

  useEffect(() => {
    if (!brandDefaultLanguage) return;
    const language = ensureLanguageStored(brandDefaultLanguage);
    if (language !== i18n.language) void changeLanguage(language);
  }, [brandDefaultLanguage, changeLanguage, i18n]);

  useEffect(() => {
    if (config.data) document.title = config.data.merchantName;
  }, [config.data]);

  // The answers arrive as urgent updates; drawing the whole site for them at once is one long task on a phone. The
  // deferred copy draws it as a transition instead, which React splits into short slices the page stays responsive
  // between (the loading state stays on screen meanwhile, and nothing half-drawn or suspended ever shows).
  const loading = useDeferredValue(!ready || status.isPending || config.isPending);
  const showsSite = !loading && status.data?.status === 0 && !config.isError;
  // The site's layout removes index.html's first screen itself; any other page (maintenance, block, error) does here.
  useLayoutEffect(() => {
    if (!loading && !showsSite) removeBootHome();
  }, [loading, showsSite]);

  // index.html's first screen, when the server drew one, is the loading state: no spinner over the banner.
  if (loading || !ready || status.isPending || config.isPending) return hasBootHome() ? null : <Loader />;

  const brandName = config.data?.merchantName ?? '';
  if (status.isError) {
    // A status outside the contract (spec: "an unknown status renders nothing").
    if (status.error instanceof ApiError && status.error.code === 'INVALID_RESPONSE') return null;
    return (
      <StatusPage>
        <StartupErrorPage
          brandName={brandName}
          retrying={status.isFetching}
          onRetry={() => {
            void status.refetch();
            void config.refetch();
          }}
        />
      </StatusPage>
    );
  }

  const toolbar = <LanguageMenu available={config.data?.languages} />;
  switch (status.data.status) {
    case 1:
      return (
        <StatusPage>
          <MaintenancePage
            brandName={brandName}
            maintenanceEnd={status.data.maintenanceEnd ?? config.data?.maintenanceEnd}
            timeZone={config.data?.timeZone ?? defaultTimeZone}
            onContactService={customerService.open}
            toolbar={toolbar}
          />
          {customerService.dialog}
        </StatusPage>
      );
    case 2:
      return (
        <StatusPage>
          <BlockPage brandName={brandName} ip={status.data.ip ?? config.data?.location.ip} toolbar={toolbar} />
        </StatusPage>
      );
    case 0:
      if (config.isError) {
        return (
          <StatusPage>
            <StartupErrorPage
              brandName={brandName}
              retrying={config.isFetching}
              onRetry={() => void config.refetch()}
            />
          </StatusPage>
        );
      }
      return <SiteConfigContext value={config.data}>{children}</SiteConfigContext>;
  }
}
