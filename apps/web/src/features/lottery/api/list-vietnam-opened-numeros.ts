import { lotteryPaths, vietnamOpenedNumerosSchema } from '@croupier/contracts';
import type { Language, VietnamOpenedNumeros } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';
import { lotteryQueryKey } from './lottery-path';

export function listVietnamOpenedNumeros(language: Language, signal?: AbortSignal): Promise<VietnamOpenedNumeros> {
  return apiRequest(lotteryPaths.vietnamOpenedNumeros, { schema: vietnamOpenedNumerosSchema, language, signal });
}

/** The numero each Vietnamese province has on sale, keyed by region, for the menu's draw numbers. */
export function useVietnamOpenedNumeros() {
  const language = useLanguage();
  return useQuery({
    queryKey: [...lotteryQueryKey, 'vietnam-opened'],
    queryFn: ({ signal }) => listVietnamOpenedNumeros(language, signal),
    staleTime: 60_000,
  });
}
