import type { CountryRangeRow } from '@croupier/contracts';
import {
  countryRangePageSchema,
  countryRangeQuerySchema,
  countryRangeRemoveSchema,
  countryRangeRowSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client.js';
import { auditOperatorAction } from '../flows/audit-operator-action.js';
import type { CacheInvalidation } from '../lib/cache-invalidation.js';
import type { Clock } from '../lib/clock.js';
import { countryRangeSchema, createGeoService } from '../modules/geo/index.js';
import { ok } from './envelope.js';
import { requireOperator } from './operator-auth.js';
import type { RouteGuards } from './route-guards.js';
import { answers } from './route-schemas.js';

/** Operator console calls for the IP-to-country table; the save is audited with it. */
export function geoRoutes(dependencies: {
  db: Database;
  clock: Clock;
  caches: CacheInvalidation;
  guards: RouteGuards;
}): FastifyPluginAsyncZod {
  return async (app) => {
    await dependencies.guards.operator(app, (operator) => {
      operator.get(
        '/bo/geo/ranges',
        {
          schema: {
            summary: 'A page of the IP-to-country table',
            querystring: countryRangeQuerySchema,
            response: answers(countryRangePageSchema),
          },
          config: { permission: 'geo.ranges', brand: 'platform' },
        },
        async (request) => {
          const { pageNo, pageSize, ...filter } = request.query;
          return ok(await createGeoService(dependencies).listRanges(filter, { pageNo, pageSize }));
        },
      );
      operator.delete(
        '/bo/geo/ranges',
        {
          schema: {
            summary: 'Remove an IP range from the table',
            body: countryRangeRemoveSchema,
            response: answers(countryRangeRowSchema),
          },
          config: { permission: 'geo.ranges', brand: 'platform' },
        },
        async (request) => {
          const removed = await auditOperatorAction<CountryRangeRow>(
            dependencies,
            {
              operator: requireOperator(request, 'geo.ranges'),
              action: 'geo.range.remove',
              target: request.body.network,
              detail: (row) => ({ before: row, after: null }),
            },
            (transaction) =>
              createGeoService({ db: transaction, clock: dependencies.clock }).removeCountryRange(request.body.network),
          );
          dependencies.caches.invalidate('countries');
          return ok(removed);
        },
      );
      operator.put(
        '/bo/geo/ranges',
        {
          schema: {
            summary: 'Save an IP range and its country',
            body: countryRangeSchema,
            response: answers(countryRangeSchema),
          },
          config: { permission: 'geo.ranges', brand: 'platform' },
        },
        async (request) => {
          const range = request.body;
          await auditOperatorAction(
            dependencies,
            {
              operator: requireOperator(request, 'geo.ranges'),
              action: 'geo.range.save',
              target: range.network,
              detail: () => range,
            },
            (transaction) => createGeoService({ db: transaction, clock: dependencies.clock }).saveCountryRange(range),
          );
          dependencies.caches.invalidate('countries');
          return ok(request.body);
        },
      );
    });
  };
}
