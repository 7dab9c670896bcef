import { loginResultSchema } from '@croupier/contracts';
import type { Language, LoginResult } from '@croupier/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

/** Spec §4 "Free demo": logs in as a fresh trial account (type 4) with play money. */
export function startFreePlay(language: Language): Promise<LoginResult> {
  return apiRequest('/wps/session/login/freeplay', { schema: loginResultSchema, language, method: 'POST' });
}

export function useStartFreePlay() {
  const language = useLanguage();
  return useMutation({ mutationFn: () => startFreePlay(language) });
}
