import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { requireOperator } from '../../http/operator-auth.js';
import { parseInput } from '../../http/parse-input.js';
import { countryRangeSchema } from './geo.service.js';
import type { CountryRange } from './geo.service.js';

type Operator = ReturnType<typeof requireOperator>;

/** Operator console calls for the IP-to-country table; the save is audited with it. */
export function geoRoutes(dependencies: {
  saveCountryRange: (operator: Operator, range: CountryRange) => Promise<void>;
}) {
  return async function register(app: FastifyInstance) {
    app.put('/bo/geo/ranges', async (request) => {
      const operator = requireOperator(request, 'geo.ranges');
      const range = parseInput(countryRangeSchema, request.body);
      await dependencies.saveCountryRange(operator, range);
      return ok(range);
    });
  };
}
