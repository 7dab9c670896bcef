import {
  consoleProtectionSchema,
  exclusionFilterSchema,
  exclusionPageSchema,
  exclusionQuerySchema,
  flaggedPlayerPageSchema,
  flaggedPlayerQuerySchema,
  limitChangePageSchema,
  limitChangeQuerySchema,
  markerNoteBodySchema,
  markerNoteSchema,
  markerWindowQuerySchema,
  operatorLimitBodySchema,
  operatorLimitParamsSchema,
  limitChangeRowSchema,
  playerHarmMarkersSchema,
  playerParamsSchema,
  playerResponsibleGamingSchema,
  protectionLiftBodySchema,
  protectionLiftParamsSchema,
} from '@croupier/contracts';
import type { ExclusionRow } from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ResponsibleGamingAdministration } from '../flows/administer-responsible-gaming.js';
import {
  addMarkerNote,
  describePlayerHarmMarkers,
  describePlayerResponsibleGaming,
  exportExclusions,
  listExclusions,
  listFlaggedPlayers,
  listPlayerLimitChanges,
  liftPlayerSelfExclusion,
  lowerPlayerLimit,
} from '../flows/administer-responsible-gaming.js';
import type { CsvColumn } from './csv-download.js';
import { csvFileName, sendCsv } from './csv-download.js';
import { ok } from './envelope.js';
import { brandIn, requireOperator } from './operator-auth.js';
import type { RouteGuards } from './route-guards.js';
import { answers } from './route-schemas.js';

const exclusionColumns: readonly CsvColumn<ExclusionRow>[] = [
  { header: 'member_number', value: (row) => String(row.memberNumber) },
  { header: 'username', value: (row) => row.username },
  { header: 'kind', value: (row) => row.kind },
  { header: 'period', value: (row) => row.period },
  { header: 'started_at', value: (row) => row.startedAt },
  { header: 'ends_at', value: (row) => row.endsAt ?? '' },
  { header: 'status', value: (row) => row.status },
  { header: 'lifted_at', value: (row) => row.liftedAt ?? '' },
];

/**
 * The console's responsible gaming (decision 0046): a player's limits, history and protections, the lift of an
 * ended self-exclusion, the register of excluded players, and the markers of harm for the risk role.
 */
export function responsibleGamingConsoleRoutes(
  dependencies: ResponsibleGamingAdministration & { guards: RouteGuards },
): FastifyPluginAsyncZod {
  const readOne = { permission: 'responsible-gaming.read', brand: brandIn('params', 'merchant') } as const;
  const readBrand = { permission: 'responsible-gaming.read', brand: brandIn('query', 'merchant') } as const;
  const limits = { permission: 'responsible-gaming.limits', brand: brandIn('params', 'merchant') } as const;
  const lift = { permission: 'responsible-gaming.lift', brand: brandIn('params', 'merchant') } as const;
  const markersOne = { permission: 'responsible-gaming.markers', brand: brandIn('params', 'merchant') } as const;
  const markersBrand = { permission: 'responsible-gaming.markers', brand: brandIn('query', 'merchant') } as const;

  return async (app) => {
    await dependencies.guards.operator(app, (operator) => {
      operator.get(
        '/bo/players/:merchant/:username/responsible-gaming',
        {
          schema: {
            summary: "A player's limits in force, pending changes, time-outs and self-exclusions, reality check",
            params: playerParamsSchema,
            response: answers(playerResponsibleGamingSchema),
          },
          config: readOne,
        },
        async (request) => ok(await describePlayerResponsibleGaming(dependencies, request.params)),
      );

      operator.get(
        '/bo/players/:merchant/:username/responsible-gaming/limit-changes',
        {
          schema: {
            summary: "The player's limit changes (applied, pending, cancelled), newest first; paged",
            params: playerParamsSchema,
            querystring: limitChangeQuerySchema,
            response: answers(limitChangePageSchema),
          },
          config: readOne,
        },
        async (request) => ok(await listPlayerLimitChanges(dependencies, request.params, request.query)),
      );

      operator.post(
        '/bo/players/:merchant/:username/limits/:kind',
        {
          schema: {
            summary: "Lower one of the player's limits (or set a first one) on their request, at once; audited",
            params: operatorLimitParamsSchema,
            body: operatorLimitBodySchema,
            response: answers(limitChangeRowSchema),
          },
          config: limits,
        },
        async (request) => {
          const { kind, ...key } = request.params;
          return ok(
            await lowerPlayerLimit(dependencies, {
              operator: requireOperator(request, 'responsible-gaming.limits'),
              key,
              kind,
              value: request.body.value,
              note: request.body.note,
            }),
          );
        },
      );

      operator.post(
        '/bo/players/:merchant/:username/protections/:protectionId/lift',
        {
          schema: {
            summary: 'Lift an ended self-exclusion with a note (refused before its end: INVALID_STATE); audited',
            params: protectionLiftParamsSchema,
            body: protectionLiftBodySchema,
            response: answers(consoleProtectionSchema),
          },
          config: lift,
        },
        async (request) => {
          const { protectionId, ...key } = request.params;
          return ok(
            await liftPlayerSelfExclusion(dependencies, {
              operator: requireOperator(request, 'responsible-gaming.lift'),
              key,
              protectionId,
              note: request.body.note,
            }),
          );
        },
      );

      operator.get(
        '/bo/responsible-gaming/exclusions',
        {
          schema: {
            summary: "The brand's register of time-outs and self-exclusions, newest first; paged",
            querystring: exclusionQuerySchema,
            response: answers(exclusionPageSchema),
          },
          config: readBrand,
        },
        async (request) => {
          const { pageNo, pageSize, ...filter } = request.query;
          return ok(await listExclusions(dependencies, filter, { pageNo, pageSize }));
        },
      );

      operator.get(
        '/bo/responsible-gaming/exclusions.csv',
        {
          schema: {
            summary: 'Every register row the filter matches, as CSV (streamed)',
            querystring: exclusionFilterSchema,
            produces: ['text/csv'],
          },
          config: readBrand,
        },
        async (request, reply) =>
          sendCsv(
            reply,
            csvFileName(`exclusions-${request.query.merchant}`, dependencies.clock.now()),
            exclusionColumns,
            exportExclusions(dependencies, request.query),
          ),
      );

      operator.get(
        '/bo/players/:merchant/:username/harm-markers',
        {
          schema: {
            summary: "The player's markers of harm over the last 7 or 30 days, with the notes on them",
            params: playerParamsSchema,
            querystring: markerWindowQuerySchema,
            response: answers(playerHarmMarkersSchema),
          },
          config: markersOne,
        },
        async (request) =>
          ok(await describePlayerHarmMarkers(dependencies, request.params, Number(request.query.days))),
      );

      operator.post(
        '/bo/players/:merchant/:username/harm-markers/notes',
        {
          schema: {
            summary: "Add a note on one of the player's markers of harm; audited",
            params: playerParamsSchema,
            body: markerNoteBodySchema,
            response: answers(markerNoteSchema),
          },
          config: markersOne,
        },
        async (request) =>
          ok(
            await addMarkerNote(dependencies, {
              operator: requireOperator(request, 'responsible-gaming.markers'),
              key: request.params,
              marker: request.body.marker,
              body: request.body.body,
            }),
          ),
      );

      operator.get(
        '/bo/responsible-gaming/harm-markers',
        {
          schema: {
            summary: "The brand's players flagged by a marker of harm over the last 7 or 30 days; paged",
            querystring: flaggedPlayerQuerySchema,
            response: answers(flaggedPlayerPageSchema),
          },
          config: markersBrand,
        },
        async (request) => ok(await listFlaggedPlayers(dependencies, request.query)),
      );
    });
  };
}
