import { brandSettingsSchema } from '@croupier/contracts';
import type { BrandSettingsSection } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { brandSettingsKey } from './get-brand-settings';

export async function saveBrandSettings(code: string, section: BrandSettingsSection, value: unknown) {
  return apiRequest(`/bo/brands/${encodeURIComponent(code)}/settings/${section}`, brandSettingsSchema, {
    method: 'PUT',
    body: value,
  });
}

/** Saves one section; the answer (every section, as now stored) replaces the screen's copy. */
export function useSaveBrandSettings(code: string, section: BrandSettingsSection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: unknown) => saveBrandSettings(code, section, value),
    onSuccess: (settings) => queryClient.setQueryData(brandSettingsKey(code), settings),
  });
}
