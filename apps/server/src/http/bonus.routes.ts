import { bonusGrantParamsSchema, bonusGrantSchema, memberBonusesSchema } from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client.js';
import { forfeitMemberBonus, showMemberBonuses } from '../flows/member-bonuses.js';
import type { Clock } from '../lib/clock.js';
import { brandOf } from './brand-context.js';
import { ok } from './envelope.js';
import { requireRealMember } from './member-auth.js';
import type { RouteGuards } from './route-guards.js';
import { answers } from './route-schemas.js';

/**
 * The member's bonuses (decision 0077): bonus details (each grant's money, turnover and terms, the totals the
 * withdrawal page shows) and the player's opt-out of one grant.
 */
export function bonusRoutes(dependencies: { db: Database; clock: Clock; guards: RouteGuards }): FastifyPluginAsyncZod {
  return async (app) => {
    await dependencies.guards.player(app, (player) => {
      player.get(
        '/wps/member/bonuses',
        {
          schema: { summary: "The member's bonuses and their turnover", response: answers(memberBonusesSchema) },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await showMemberBonuses(dependencies, {
              merchant: brandOf(request).merchant,
              member: requireRealMember(request).member,
              language: request.language,
            }),
          ),
      );
      player.post(
        '/wps/member/bonuses/:id/forfeit',
        {
          schema: {
            summary: 'Give up one bonus (its money, winnings included, is forfeited; cash is untouched)',
            params: bonusGrantParamsSchema,
            response: answers(bonusGrantSchema),
          },
          config: { member: 'real' },
        },
        async (request) =>
          ok(
            await forfeitMemberBonus(dependencies, {
              merchant: brandOf(request).merchant,
              member: requireRealMember(request).member,
              grantId: request.params.id,
              language: request.language,
            }),
          ),
      );
    });
  };
}
