import { twoPersonThresholdsSchema } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { twoPersonThresholdsKey } from './get-two-person-thresholds';
import type { ThresholdsBody } from '../components/two-person-thresholds-form';

export async function saveTwoPersonThresholds(code: string, body: ThresholdsBody) {
  return apiRequest(`/bo/merchants/${encodeURIComponent(code)}/two-person-thresholds`, twoPersonThresholdsSchema, {
    method: 'PUT',
    body,
  });
}

export function useSaveTwoPersonThresholds(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ThresholdsBody) => saveTwoPersonThresholds(code, body),
    onSuccess: (thresholds) => queryClient.setQueryData(twoPersonThresholdsKey(code), thresholds),
  });
}
