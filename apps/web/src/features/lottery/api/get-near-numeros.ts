import { lotteryPaths, nearNumerosSchema } from '@croupier/contracts';
import type { Language, NearNumeros } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';
import type { Reception } from '../countdown';
import { refetchIntervalMs } from '../countdown';
import { lotteryQueryKey } from './lottery-path';

export type TimedNearNumeros = NearNumeros & Reception;

/** The game's previous, current and next numeros, with when the answer arrived and its round trip for the countdown. */
export async function getNearNumeros(
  gameCode: string,
  language: Language,
  signal?: AbortSignal,
): Promise<TimedNearNumeros> {
  const sentAt = performance.now();
  const near = await apiRequest(lotteryPaths.nearNumeros, {
    schema: nearNumerosSchema,
    language,
    query: { gameCode },
    signal,
  });
  const receivedAt = performance.now();
  return { ...near, receivedAt, roundTripMs: receivedAt - sentAt };
}

export function nearNumerosQueryKey(gameCode: string) {
  return [...lotteryQueryKey, 'near', gameCode] as const;
}

/** The numero on sale and its countdown source (`/lgw/numeros/near`); asked again when the countdown runs out. */
export function useNearNumeros(gameCode: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: nearNumerosQueryKey(gameCode),
    queryFn: ({ signal }) => getNearNumeros(gameCode, language, signal),
    enabled: gameCode !== '',
    staleTime: 30_000,
    // Nothing on sale (between a close and the next opening, or a fresh calendar): ask again until something is,
    // often when the opening is near.
    refetchInterval: (current) => {
      const numero = current.state.data?.currentNumero;
      if (numero?.isSale) return false;
      const opensInMs = numero ? Date.parse(numero.openTime) - Date.now() : Number.POSITIVE_INFINITY;
      return opensInMs < 10 * 60_000 ? refetchIntervalMs : 60_000;
    },
  });
}
