import type { Language, TimeOutPeriod } from '@croupier/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

/** Takes a time-out; it cannot be undone, and the server ends every session of the account. */
export function takeTimeOut(body: { period: TimeOutPeriod; password: string }, language: Language): Promise<unknown> {
  return apiRequest('/wps/responsible-gaming/time-out', { schema: z.unknown(), language, method: 'POST', body });
}

export function useTakeTimeOut() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (body: { period: TimeOutPeriod; password: string }) => takeTimeOut(body, language),
  });
}
