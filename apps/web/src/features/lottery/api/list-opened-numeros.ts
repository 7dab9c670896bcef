import { lotteryPaths, openedNumeroSchema } from '@croupier/contracts';
import type { Language, OpenedNumero, PrizeMode } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';
import type { Reception } from '../countdown';
import { lotteryQueryKey } from './lottery-path';

export type TimedOpenedNumeros = Reception & { numeros: OpenedNumero[] };

export async function listOpenedNumeros(
  prizeMode: PrizeMode,
  language: Language,
  signal?: AbortSignal,
): Promise<TimedOpenedNumeros> {
  const sentAt = performance.now();
  const numeros = await apiRequest(lotteryPaths.openedNumeros, {
    schema: z.array(openedNumeroSchema),
    language,
    query: { prizeMode },
    signal,
  });
  const receivedAt = performance.now();
  return { numeros, receivedAt, roundTripMs: receivedAt - sentAt };
}

/** Each game's numero on sale with its countdown source (`/lgw/games/opened/numero`), for the home's cards. */
export function useOpenedNumeros(prizeMode: PrizeMode) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...lotteryQueryKey, 'opened', prizeMode],
    queryFn: ({ signal }) => listOpenedNumeros(prizeMode, language, signal),
    staleTime: 30_000,
  });
}
