import { gameLaunchSchema } from '@croupier/contracts';
import type { GameLaunch, GameTile, Language } from '@croupier/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

export type LaunchRequest = { game: GameTile; demo: boolean };

export function launchGame({ game, demo }: LaunchRequest, language: Language): Promise<GameLaunch> {
  return apiRequest('/wps/game/launchGame', {
    schema: gameLaunchSchema,
    language,
    method: 'POST',
    body: { nodeId: game.nodeId, vassalage: game.vassalage, gameCode: game.gameCode, demo, language },
  });
}

/** Starts a game: the answer is a frame URL (/seamless) or a site route (lottery vendors). */
export function useLaunchGame() {
  const language = useLanguage();
  return useMutation({ mutationFn: (request: LaunchRequest) => launchGame(request, language) });
}
