import type { Language } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';

/** Keyed by token: the ids belong to one player. */
export function favouriteIdsQueryKey(token: string | null) {
  return ['member', 'games', 'favourite-ids', token] as const;
}

export function getFavouriteIds(language: Language, signal?: AbortSignal): Promise<string[]> {
  return apiRequest('/wps/relay/MCSFE_getFavoriteGames', { schema: z.array(z.string()), language, signal });
}

/** The node ids of the player's favourite games; idle (and empty) for visitors. */
export function useFavouriteIds() {
  const language = useLanguage();
  const session = useMemberSession();
  const token = session?.token ?? null;
  return useQuery({
    queryKey: favouriteIdsQueryKey(token),
    queryFn: ({ signal }) => getFavouriteIds(language, signal),
    enabled: token !== null,
    staleTime: 60_000,
  });
}
