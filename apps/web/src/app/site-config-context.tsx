import type { SiteConfig } from '@croupier/contracts';
import { createContext, use } from 'react';

/** The brand's configuration once the startup gate has it; everything under the gate may rely on it. */
export const SiteConfigContext = createContext<SiteConfig | null>(null);

export function useLoadedSiteConfig(): SiteConfig {
  const config = use(SiteConfigContext);
  if (!config) throw new Error('useLoadedSiteConfig is only available under the startup gate');
  return config;
}
