import { protectionStateSchema, selfExclusionBodySchema, timeOutBodySchema } from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { takeProtection } from '../flows/take-protection.js';
import type { ProtectionDependencies } from '../flows/take-protection.js';
import { ok } from './envelope.js';
import { requireRealMember } from './member-auth.js';
import type { RouteGuards } from './route-guards.js';
import { answers, jsonOrForm } from './route-schemas.js';

/**
 * The player's time-out and self-exclusion (issue #15, decision 0045): each asks the login password again, takes
 * effect at once (sessions ended, game sessions closed to bets, open lottery chases refunded) and cannot be undone by
 * the player.
 */
export function responsibleGamingProtectionRoutes(
  dependencies: ProtectionDependencies & { guards: RouteGuards },
): FastifyPluginAsyncZod {
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
            await takeProtection(dependencies, {
              member: requireRealMember(request).member,
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
            await takeProtection(dependencies, {
              member: requireRealMember(request).member,
              kind: 'self_exclusion',
              period: request.body.period,
              password: request.body.password,
            }),
          ),
      );
    });
  };
}
