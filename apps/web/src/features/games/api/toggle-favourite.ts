import type { GameTile, Language } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { favouriteIdsQueryKey } from './get-favourite-ids';

const toggleResultSchema = z.object({ nodeId: z.string(), favourite: z.boolean() });
export type FavouriteToggleResult = z.infer<typeof toggleResultSchema>;

/** Adds (`favourite: true`) or removes a favourite game (MCSFE_addFavoriteGameV2 / MCSFE_removeFavoriteGameV2). */
export function toggleFavourite(
  game: GameTile,
  favourite: boolean,
  language: Language,
): Promise<FavouriteToggleResult> {
  return apiRequest(favourite ? '/wps/relay/MCSFE_addFavoriteGameV2' : '/wps/relay/MCSFE_removeFavoriteGameV2', {
    schema: toggleResultSchema,
    language,
    method: 'POST',
    body: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
  });
}

/** Optimistic: the heart changes at once and changes back if the server refuses. */
export function useToggleFavourite() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  const key = favouriteIdsQueryKey(token);
  return useMutation({
    mutationFn: ({ game, favourite }: { game: GameTile; favourite: boolean }) =>
      toggleFavourite(game, favourite, language),
    onMutate: async ({ game, favourite }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<string[]>(key);
      const id = String(game.nodeId);
      const others = (previous ?? []).filter((candidate) => candidate !== id);
      queryClient.setQueryData<string[]>(key, favourite ? [...others, id] : others);
      return { previous };
    },
    onError: (_error, _variables, context) => {
      queryClient.setQueryData(key, context?.previous);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: ['games', 'list'] }),
      ]),
  });
}
