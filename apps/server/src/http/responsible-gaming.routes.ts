import {
  limitKindSchema,
  limitValueBodySchema,
  playSessionSummarySchema,
  realityCheckBodySchema,
  responsibleGamingSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { createPlayerLimitsService } from '../modules/responsible-gaming/index.js';
import { brandOf } from './brand-context.js';
import { ok } from './envelope.js';
import { requireRealMember } from './member-auth.js';
import type { RouteGuards } from './route-guards.js';
import { answers } from './route-schemas.js';

const limitParamsSchema = z.object({ kind: limitKindSchema });

/** The player's responsible-gaming page (issue #15): limits with their cooling-off, the reality check, the session. */
export function responsibleGamingRoutes(dependencies: {
  db: Database;
  clock: Clock;
  guards: RouteGuards;
}): FastifyPluginAsyncZod {
  const limits = createPlayerLimitsService(dependencies);
  return async (app) => {
    await dependencies.guards.player(app, (player) => {
      const describe = (request: Parameters<typeof requireRealMember>[0]) =>
        limits.describe(brandOf(request).merchant, requireRealMember(request).member.id);

      player.get(
        '/wps/responsible-gaming',
        {
          schema: {
            summary: "The member's limits (used so far, pending changes), reality check and protection",
            response: answers(responsibleGamingSchema),
          },
          config: { member: 'real', allowedDuringProtection: true },
        },
        async (request) => ok(await describe(request)),
      );
      player.put(
        '/wps/responsible-gaming/limits/:kind',
        {
          schema: {
            summary: 'Set, lower, raise or remove a limit (a raise or removal waits 24 hours, then needs confirming)',
            params: limitParamsSchema,
            body: limitValueBodySchema,
            response: answers(responsibleGamingSchema),
          },
          config: { member: 'real' },
        },
        async (request) => {
          await limits.setLimit(requireRealMember(request).member.id, request.params.kind, request.body.value);
          return ok(await describe(request));
        },
      );
      player.post(
        '/wps/responsible-gaming/limits/:kind/confirm',
        {
          schema: {
            summary: 'Confirm a raise or removal after its cooling-off',
            params: limitParamsSchema,
            response: answers(responsibleGamingSchema),
          },
          config: { member: 'real' },
        },
        async (request) => {
          await limits.confirmChange(requireRealMember(request).member.id, request.params.kind);
          return ok(await describe(request));
        },
      );
      player.delete(
        '/wps/responsible-gaming/limits/:kind/pending',
        {
          schema: {
            summary: 'Withdraw a pending raise or removal',
            params: limitParamsSchema,
            response: answers(responsibleGamingSchema),
          },
          config: { member: 'real' },
        },
        async (request) => {
          await limits.cancelChange(requireRealMember(request).member.id, request.params.kind);
          return ok(await describe(request));
        },
      );
      player.put(
        '/wps/responsible-gaming/reality-check',
        {
          schema: {
            summary: "The reality check's interval in minutes",
            body: realityCheckBodySchema,
            response: answers(responsibleGamingSchema),
          },
          config: { member: 'real' },
        },
        async (request) => {
          await limits.setRealityCheck(requireRealMember(request).member.id, request.body.minutes);
          return ok(await describe(request));
        },
      );
      player.get(
        '/wps/responsible-gaming/session',
        {
          schema: {
            summary: "The current login session's time, stakes and net result (the reality check's figures)",
            response: answers(playSessionSummarySchema),
          },
          config: { member: 'real' },
        },
        async (request) => {
          const authenticated = requireRealMember(request);
          return ok(await limits.sessionSummary(authenticated.member.id, authenticated.sessionId));
        },
      );
    });
  };
}
