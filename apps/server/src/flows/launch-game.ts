import type { GameLaunch, Language } from '@croupier/contracts';
import { lotteryRoutes } from '@croupier/contracts';
import { DomainError } from '../lib/domain-error.js';
import type { GamesService } from '../modules/games/index.js';
import type { Merchant } from '../modules/merchant/index.js';
import type { AuthenticatedMember } from './shared/authenticated-member.js';
import { refuseTrialAccount } from './shared/authenticated-member.js';
import type { GameEngineLauncher } from './shared/game-engine-launcher.js';

export type { GameEngineLauncher } from './shared/game-engine-launcher.js';

export type LaunchDependencies = {
  games: GamesService;
  engines: Readonly<Partial<Record<string, GameEngineLauncher>>>;
};

/**
 * Starts a game (spec §4 starting a game). Real money needs a real member; demo play (play money) is open to
 * visitors, trial accounts and members, only for games with supportPlay 0. A game or vendor under
 * maintenance, or a game without an engine, answers GAME_MAINTENANCE. Lottery vendors answer their site
 * route. A member's successful launch becomes their most recent game.
 */
export async function launchGame(
  dependencies: LaunchDependencies,
  input: {
    merchant: Merchant;
    member: AuthenticatedMember | null;
    nodeId?: number | undefined;
    vendorCode?: string | undefined;
    gameCode?: string | undefined;
    demo: boolean;
    language: Language;
  },
): Promise<GameLaunch> {
  const { games } = dependencies;
  const game = await games.getGame(input.merchant.id, input);
  if (game.kind === 'VASSALAGE') throw new DomainError('INVALID_STATE', { isGame: 'VASSALAGE', nodeId: game.id });
  let mode: 'real' | 'demo';
  if (input.demo) {
    if (game.supportPlay !== 0) throw new DomainError('DEMO_NOT_AVAILABLE');
    mode = 'demo';
  } else {
    if (!input.member) throw new DomainError('NOT_LOGGED_IN');
    refuseTrialAccount(input.member);
    mode = 'real';
  }
  if (game.maintenance || game.vendorMaintenance) throw new DomainError('GAME_MAINTENANCE');

  let answer: Pick<GameLaunch, 'kind' | 'url'>;
  const route = lotteryRoutes[game.vendorCode];
  if (route) {
    // The lottery pages need a token (spec §2), so they are for logged-in players only.
    if (!input.member) throw new DomainError('NOT_LOGGED_IN');
    // The LOTT vendor sells the official plays (prize groups); its page opens in that prize mode.
    const prizeMode = game.vendorCode === 'LOTT' ? '&prizeMode=LOTT' : '';
    answer = { kind: 'route', url: `${route}?gameCode=${encodeURIComponent(game.gameCode)}${prizeMode}` };
  } else {
    const separator = game.engine?.indexOf(':') ?? -1;
    const launcher = game.engine && separator > 0 ? dependencies.engines[game.engine.slice(0, separator)] : undefined;
    if (!launcher || !game.engine) throw new DomainError('GAME_MAINTENANCE', { reason: 'NO_ENGINE' });
    answer = {
      kind: 'frame',
      url: await launcher({
        merchant: input.merchant,
        game,
        vendorGameId: game.engine.slice(separator + 1),
        member: input.member,
        mode,
        language: input.language,
      }),
    };
  }
  if (input.member) await games.recordLaunch(input.merchant.id, input.member.member.id, game.id);
  return {
    ...answer,
    mode,
    nodeId: game.id,
    gameType: game.gameType,
    vassalage: game.vendorCode,
    gameCode: game.gameCode,
  };
}
