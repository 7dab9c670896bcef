import { protectionStateSchema, selfExclusionBodySchema, timeOutBodySchema } from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProtectionKind, SelfExclusionPeriod, TimeOutPeriod } from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';
import { takeProtection } from '../flows/take-protection.js';
import type { ProtectionDependencies } from '../flows/take-protection.js';
import { transferVendorWallet } from '../flows/vendor-wallets.js';
import type { WalletModelOf } from '../flows/vendor-wallets.js';
import type { PostTransfer } from '../modules/wallet/index.js';
import { brandOf } from './brand-context.js';
import { ok } from './envelope.js';
import { requireRealMember } from './member-auth.js';
import type { RouteGuards } from './route-guards.js';
import { answers, jsonOrForm } from './route-schemas.js';

/**
 * The player's time-out and self-exclusion (issue #15, decision 0045): each asks the login password again, takes
 * effect at once (sessions ended, game sessions closed to bets, open lottery chases refunded) and cannot be undone by
 * the player.
 *
 * Then the money held at transfer-wallet vendors comes home ("recover all", decision 0045 amended), so a player on a
 * break can withdraw all of it and none waits at a game they may not open. It runs after the protection committed
 * because it calls the vendors: each move is written before its vendor hears of it, so one that stops answering
 * leaves a pending transfer the sweeper resolves; a vendor never delays or fails the protection itself.
 */
export function responsibleGamingProtectionRoutes(
  dependencies: ProtectionDependencies & {
    guards: RouteGuards;
    walletModelOf?: WalletModelOf;
    postTransfer?: PostTransfer;
    /** A vendor that did not give the money back at once. */
    onRecallFailed?: (error: unknown) => void;
  },
): FastifyPluginAsyncZod {
  async function protect(
    request: FastifyRequest,
    input: { kind: ProtectionKind; period: TimeOutPeriod | SelfExclusionPeriod; password: string },
  ) {
    const { merchant } = brandOf(request);
    const { member } = requireRealMember(request);
    const state = await takeProtection(dependencies, { member, ...input });
    try {
      await transferVendorWallet(dependencies, {
        merchant,
        member,
        requestKey: `protection-${Date.parse(state.startedAt)}`,
        move: { recoverAll: true },
      });
    } catch (error) {
      dependencies.onRecallFailed?.(error);
    }
    return state;
  }

  return async (app) => {
    await dependencies.guards.player(app, (player) => {
      player.post(
        '/wps/responsible-gaming/time-out',
        {
          schema: {
            summary: 'Take a time-out (24 hours to 6 weeks); it ends every session at once',
            consumes: jsonOrForm,
            body: timeOutBodySchema,
            response: answers(protectionStateSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await protect(request, {
              kind: 'time_out',
              period: request.body.period,
              password: request.body.password,
            }),
          ),
      );
      player.post(
        '/wps/responsible-gaming/self-exclusion',
        {
          schema: {
            summary: 'Self-exclude (6 months to permanent); only an operator lifts it, after its end',
            consumes: jsonOrForm,
            body: selfExclusionBodySchema,
            response: answers(protectionStateSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await protect(request, {
              kind: 'self_exclusion',
              period: request.body.period,
              password: request.body.password,
            }),
          ),
      );
    });
  };
}
