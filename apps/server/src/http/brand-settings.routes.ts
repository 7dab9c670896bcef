import {
  brandCustomerServiceSchema,
  brandDomainsSchema,
  brandLanguagesSchema,
  brandRegionSchema,
  brandRegistrationRulesSchema,
  brandSettingsSchema,
  brandSwitchesSchema,
  currencyDisplaySchema,
} from '@croupier/contracts';
import type { BrandSettingsSection } from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { auditOperatorAction } from '../flows/audit-operator-action.js';
import type { BrandSettingsChange } from '../flows/manage-brand-settings.js';
import { changeBrandSettings, getBrandSettings } from '../flows/manage-brand-settings.js';
import type { CacheInvalidation } from '../lib/cache-invalidation.js';
import type { Clock } from '../lib/clock.js';
import { ok } from './envelope.js';
import { brandIn, requireOperator } from './operator-auth.js';
import type { RouteGuards } from './route-guards.js';
import { answers } from './route-schemas.js';

const codeParamsSchema = z.object({ code: z.string().trim().min(1).max(64) });

/** Each section's body, and the summary the API document shows. */
const sections = {
  switches: { body: brandSwitchesSchema, summary: "Save a brand's whitelabel switches" },
  languages: { body: brandLanguagesSchema, summary: "Save a brand's languages and default language" },
  'currency-display': { body: currencyDisplaySchema, summary: 'Save how a brand shows its currency' },
  domains: { body: brandDomainsSchema, summary: "Save a brand's domains and server lines, in order" },
  region: { body: brandRegionSchema, summary: "Save a brand's region rule" },
  'registration-rules': { body: brandRegistrationRulesSchema, summary: "Save a brand's registration field rules" },
  'customer-service': { body: brandCustomerServiceSchema, summary: "Save a brand's customer-service channels" },
} as const satisfies Record<BrandSettingsSection, { body: z.ZodType; summary: string }>;

/**
 * The console's brand settings: one read of every section and one save per section, under `brand.settings`, each
 * audited with the section before and after in the save's transaction. The player site reads these through process
 * caches (brands, registration rules), which every instance forgets once the save committed (decision 0022).
 */
export function brandSettingsRoutes(dependencies: {
  db: Database;
  clock: Clock;
  caches: CacheInvalidation;
  guards: RouteGuards;
}): FastifyPluginAsyncZod {
  const { db, clock, caches } = dependencies;
  return async (app) => {
    await dependencies.guards.operator(app, (operator) => {
      operator.get(
        '/bo/brands/:code/settings',
        {
          schema: {
            summary: "Every section of a brand's settings",
            params: codeParamsSchema,
            response: answers(brandSettingsSchema),
          },
          config: { permission: 'brand.settings', brand: brandIn('params', 'code') },
        },
        async (request) => ok(await getBrandSettings(db, clock, request.params.code)),
      );
      for (const [section, { body, summary }] of Object.entries(sections) as [
        BrandSettingsSection,
        (typeof sections)[BrandSettingsSection],
      ][]) {
        operator.put(
          `/bo/brands/:code/settings/${section}`,
          {
            schema: { summary, params: codeParamsSchema, body, response: answers(brandSettingsSchema) },
            config: { permission: 'brand.settings', brand: brandIn('params', 'code') },
          },
          async (request) => {
            const { code } = request.params;
            // The body was parsed by this section's own schema, so it is this section's value.
            const change = { section, value: request.body } as BrandSettingsChange;
            const saved = await auditOperatorAction<Awaited<ReturnType<typeof changeBrandSettings>>>(
              { db, clock },
              {
                operator: requireOperator(request, 'brand.settings'),
                action: `brand.settings.${section}`,
                target: code,
                detail: (result) => ({ before: result.before, after: result.after }),
              },
              (transaction) => changeBrandSettings(transaction, clock, code, change),
            );
            if (section === 'registration-rules') caches.invalidate('registration-rules');
            else caches.invalidate('merchants');
            return ok(saved.settings);
          },
        );
      }
    });
  };
}
