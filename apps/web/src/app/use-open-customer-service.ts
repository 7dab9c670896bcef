import type { SiteConfig } from '@croupier/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../components/ui/toast-provider';
import { openCustomerServiceWindow } from '../lib/open-customer-service-window';

/** Opens the brand's first customer-service channel, or undefined when the brand has none. */
export function useOpenCustomerService(config: SiteConfig | undefined): (() => void) | undefined {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const path = config?.customerService[0]?.path;
  const open = useCallback(() => {
    if (path && !openCustomerServiceWindow(path)) showToast(t('customerService.popupBlocked'), 'error');
  }, [path, showToast, t]);
  return path ? open : undefined;
}
