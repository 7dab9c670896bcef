import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { requireOperator } from '../../http/operator-auth.js';
import { parseInput } from '../../http/parse-input.js';
import type { MerchantService } from './merchant.service.js';

type Operator = ReturnType<typeof requireOperator>;

const maintenanceBodySchema = z.object({
  maintenance: z.boolean(),
  maintenanceEnd: z.iso.datetime({ offset: true }).nullable().default(null),
});
const codeParamsSchema = z.object({ code: z.string().min(1).max(64) });

/** Operator console calls for brands; each change is audited with it. */
export function merchantRoutes(dependencies: {
  setMaintenance: (
    operator: Operator,
    code: string,
    change: Parameters<MerchantService['setMaintenance']>[1],
  ) => ReturnType<MerchantService['setMaintenance']>;
}) {
  return async function register(app: FastifyInstance) {
    app.put('/bo/merchants/:code/maintenance', async (request) => {
      const operator = requireOperator(request, 'merchant.maintenance');
      const { code } = parseInput(codeParamsSchema, request.params);
      const body = parseInput(maintenanceBodySchema, request.body);
      const updated = await dependencies.setMaintenance(operator, code, {
        maintenance: body.maintenance,
        maintenanceEnd: body.maintenanceEnd ? new Date(body.maintenanceEnd) : null,
      });
      return ok({
        code: updated.code,
        maintenance: updated.maintenance,
        maintenanceEnd: updated.maintenanceEnd?.toISOString() ?? null,
      });
    });
  };
}
