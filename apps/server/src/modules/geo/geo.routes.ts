import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { requireOperator } from '../../http/operator-auth.js';
import { parseInput } from '../../http/parse-input.js';
import { countryRangeSchema } from './geo.service.js';
import type { GeoService } from './geo.service.js';

/** Operator console calls for the IP-to-country table. */
export function geoRoutes(geo: GeoService) {
  return async function register(app: FastifyInstance) {
    app.put('/bo/geo/ranges', async (request) => {
      requireOperator(request, 'geo.ranges');
      const range = parseInput(countryRangeSchema, request.body);
      await geo.saveCountryRange(range);
      return ok(range);
    });
  };
}
