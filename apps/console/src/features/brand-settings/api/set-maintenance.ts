import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { brandSettingsKey } from './get-brand-settings';

const maintenanceAnswerSchema = z.object({
  code: z.string(),
  maintenance: z.boolean(),
  maintenanceEnd: z.string().nullable(),
});

export async function setMaintenance(code: string, body: { maintenance: boolean; maintenanceEnd: string | null }) {
  return apiRequest(`/bo/merchants/${encodeURIComponent(code)}/maintenance`, maintenanceAnswerSchema, {
    method: 'PUT',
    body,
  });
}

export function useSetMaintenance(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { maintenance: boolean; maintenanceEnd: string | null }) => setMaintenance(code, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandSettingsKey(code) }),
  });
}
