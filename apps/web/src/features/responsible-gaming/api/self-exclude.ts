import type { Language, SelfExclusionPeriod } from '@croupier/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

/** Self-excludes the account; it cannot be undone, and the server ends every session of the account. */
export function selfExclude(
  body: { period: SelfExclusionPeriod; password: string },
  language: Language,
): Promise<unknown> {
  return apiRequest('/wps/responsible-gaming/self-exclusion', { schema: z.unknown(), language, method: 'POST', body });
}

export function useSelfExclude() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (body: { period: SelfExclusionPeriod; password: string }) => selfExclude(body, language),
  });
}
