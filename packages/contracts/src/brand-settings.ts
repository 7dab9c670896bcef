import { z } from 'zod';
import { registrationFieldRuleSchema } from './accounts.js';
import { languageSchema, languages } from './languages.js';
import { pageQueryShape, pageSchema } from './paging.js';
import { contactChannelSchema } from './contact-channels.js';
import { isCountryCode } from './countries.js';
import { whitelabelSwitches } from './system.js';

/**
 * The console's brand settings (`/bo/brands/:code/settings`): one answer with every section, and one `PUT` per
 * section, so a form saves only what it shows and the audit row says which part changed.
 */

export const brandSwitchesSchema = z.object(
  Object.fromEntries(whitelabelSwitches.map((name) => [name, z.boolean()])) as Record<
    (typeof whitelabelSwitches)[number],
    z.ZodBoolean
  >,
);
export type BrandSwitches = z.infer<typeof brandSwitchesSchema>;

export const brandMaintenanceSchema = z.object({
  maintenance: z.boolean(),
  maintenanceEnd: z.string().nullable(),
});

export const brandLanguagesSchema = z
  .object({
    languages: z
      .array(languageSchema)
      .min(1)
      .max(languages.length)
      .refine((list) => new Set(list).size === list.length, { message: 'DUPLICATE' }),
    defaultLanguage: languageSchema,
  })
  .refine((value) => value.languages.includes(value.defaultLanguage), {
    message: 'DEFAULT_LANGUAGE_NOT_ENABLED',
    path: ['defaultLanguage'],
  });

/** How amounts show: the ledger's currency is fixed; the symbol before amounts is the brand's. */
export const currencyDisplaySchema = z.object({ currencySymbol: z.string().trim().min(1).max(4) });

const hostSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/, {
    message: 'HOST_FORMAT',
  });

/** A host name the brand answers on; with a line URL it is one of the site's server lines (speed panel). */
export const brandDomainSchema = z.object({
  host: hostSchema,
  lineUrl: z
    .url({ protocol: /^https?$/ })
    .max(300)
    .nullable(),
});
export const brandDomainsSchema = z.object({
  domains: z
    .array(brandDomainSchema)
    .max(50)
    .refine((list) => new Set(list.map((domain) => domain.host)).size === list.length, {
      message: 'DUPLICATE_HOST',
    }),
});

export const regionModes = ['allow', 'block'] as const;
export const brandRegionSchema = z.object({
  /** allow: only these countries may play; block: these countries may not. */
  mode: z.enum(regionModes),
  countries: z
    .array(
      z
        .string()
        .trim()
        .toUpperCase()
        // A stable message the console translates: a code of no country would silently never match an address.
        .refine(isCountryCode, { message: 'UNKNOWN_COUNTRY' }),
    )
    .max(250)
    .transform((list) => [...new Set(list)].sort()),
});

export const brandRegistrationRulesSchema = z.object({
  rules: z
    .array(registrationFieldRuleSchema)
    .max(20)
    .refine((list) => new Set(list.map((rule) => rule.field)).size === list.length, { message: 'DUPLICATE_FIELD' })
    .refine((list) => list.every((rule) => rule.minLength <= rule.maxLength), { message: 'LENGTHS' }),
});

export const brandCustomerServiceSchema = z.object({ channels: z.array(contactChannelSchema).max(10) });

export const brandSettingsSchema = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  timeZone: z.string(),
  switches: brandSwitchesSchema,
  maintenance: brandMaintenanceSchema,
  languages: z.object({ languages: z.array(languageSchema), defaultLanguage: languageSchema }),
  currencyDisplay: currencyDisplaySchema,
  domains: z.array(brandDomainSchema),
  region: z.object({ mode: z.enum(regionModes), countries: z.array(z.string()) }),
  registrationRules: z.array(registrationFieldRuleSchema),
  customerService: z.array(contactChannelSchema),
});
export type BrandSettings = z.infer<typeof brandSettingsSchema>;

export const brandSettingsSections = [
  'switches',
  'languages',
  'currency-display',
  'domains',
  'region',
  'registration-rules',
  'customer-service',
] as const;
export type BrandSettingsSection = (typeof brandSettingsSections)[number];

/** The IP-to-country table's list: by network or country, newest first. */
export const countryRangeFilterSchema = z.object({
  search: z.string().trim().min(1).max(64).optional(),
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/)
    .optional(),
});
export const countryRangeQuerySchema = countryRangeFilterSchema.extend(
  pageQueryShape({ defaultSize: 50, maxSize: 200 }),
);
export const countryRangeRowSchema = z.object({ network: z.string(), countryCode: z.string(), source: z.string() });
export type CountryRangeRow = z.infer<typeof countryRangeRowSchema>;
export const countryRangePageSchema = pageSchema(countryRangeRowSchema);
export const countryRangeRemoveSchema = z.object({ network: z.string().trim().min(3).max(64) });
