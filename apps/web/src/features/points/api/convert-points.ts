import { conversionSchema } from '@croupier/contracts';
import type { Conversion, Language } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { pointsQueryKey } from './points-query-keys';

export type ConvertInput = { points: string; paymentPassword: string; idempotencyKey: string };

/** Converts points to cash at the brand's ratio; the key makes a retried tap convert once. */
export function convertPoints(input: ConvertInput, language: Language): Promise<Conversion> {
  return apiRequest('/wps/relay/passwordCheck/MCS2_convertPoint', {
    schema: conversionSchema,
    language,
    method: 'POST',
    body: { points: input.points, paymentPassword: input.paymentPassword },
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
}

export function useConvertPoints() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConvertInput) => convertPoints(input, language),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pointsQueryKey(token) }),
  });
}
