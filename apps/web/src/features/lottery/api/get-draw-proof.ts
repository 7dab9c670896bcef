import { drawProofSchema, lotteryPaths } from '@croupier/contracts';
import type { DrawProofView, Language } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';
import { fillPath, lotteryQueryKey } from './lottery-path';

export function getDrawProof(
  gameCode: string,
  numero: string,
  language: Language,
  signal?: AbortSignal,
): Promise<DrawProofView> {
  return apiRequest(fillPath(lotteryPaths.drawProof, { gameCode, numero }), {
    schema: drawProofSchema,
    language,
    signal,
  });
}

/** What anyone needs to recompute an in-house draw; public, so it needs no sign-in. */
export function useDrawProof(gameCode: string, numero: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...lotteryQueryKey, 'proof', gameCode, numero],
    queryFn: ({ signal }) => getDrawProof(gameCode, numero, language, signal),
    enabled: gameCode !== '' && numero !== '',
  });
}
