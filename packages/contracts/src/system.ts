import { z } from 'zod';
import { registrationFieldRuleSchema } from './accounts.js';
import { contactChannelSchema, publicContactChannelSchema } from './contact-channels.js';
import { languageSchema } from './languages.js';
import { socialProviderSchema } from './social-login.js';

/** 0 normal, 1 maintenance, 2 region restricted (spec §4 "System status"). */
export const systemStatusCodes = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;
export const systemStatusCodeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type SystemStatusCode = z.infer<typeof systemStatusCodeSchema>;

export const systemStatusSchema = z.object({
  status: systemStatusCodeSchema,
  /** ISO 8601 UTC; present when the brand is in maintenance and the end is known. */
  maintenanceEnd: z.string().nullable().optional(),
  /** The caller's address as the server sees it; present when the caller is region restricted. */
  ip: z.string().optional(),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export type WhitelabelNode = {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
};
export const whitelabelNodeSchema: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string().min(1),
    enabled: z.enum(['1', '0']),
    childrenNodes: z.array(whitelabelNodeSchema),
  }),
);

/** The whitelabel switches the spec names (§3); a brand may carry more modules than these. */
export const whitelabelSwitches = [
  'AGENTPOLICY3',
  'MANPLAYREB3',
  'MOBILENUMREG3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'CHNGPASSVERIF3',
  'FREEPLAY3',
  'PASSEXPIRY3',
  'MOBVERFLOGIN3',
  'REGSMSVERF3',
  /** Slot games may offer buying their feature (issue #16; off where a jurisdiction forbids it, e.g. GB). */
  'FEATUREBUY3',
  /** Pok Deng tables choose their player banker by bidding (on) or in a fixed order (off, the default). */
  'POKDENGBID3',
] as const;
export type WhitelabelSwitch = (typeof whitelabelSwitches)[number];

/** True when the switch is present and enabled anywhere in the tree. */
export function isSwitchEnabled(tree: readonly WhitelabelNode[], modId: string): boolean {
  for (const node of tree) {
    if (node.modId === modId) return node.enabled === '1';
    if (isSwitchEnabled(node.childrenNodes, modId)) return true;
  }
  return false;
}

export const customerServiceSchema = z.object({
  csType: z.string(),
  path: z.string(),
  encrypted: z.boolean(),
});

export const siteResourceSchema = z.object({
  resourceType: z.string(),
  labelNameEn: z.string(),
  url: z.string(),
});

export const domainRouteSchema = z.object({ domainName: z.string() });
export type DomainRoute = z.infer<typeof domainRouteSchema>;

/** The brand-editable part of the site configuration, stored per brand. */
export const siteSettingsSchema = z.object({
  customerService: z.array(customerServiceSchema).default([]),
  resources: z.array(siteResourceSchema).default([]),
  mainDomain: z.string().default(''),
  analytics: z.object({ gtagId: z.string().default('') }).default({ gtagId: '' }),
  imageCDNs: z.array(z.string()).default([]),
  launchGameCDNs: z.array(z.string()).default([]),
  /** Vendor codes whose games use a transfer wallet (money moved in before play, out after). */
  transferWalletVendors: z.array(z.string()).default([]),
  /** The customer-service channels the operator configured, in their order (console: brand settings). */
  contactChannels: z.array(contactChannelSchema).default([]),
  /** The symbol shown before amounts; unset: the currency's usual symbol. */
  currencySymbol: z.string().optional(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** The permission answer of spec §3: everything the web needs to boot. */
export const siteConfigSchema = siteSettingsSchema.extend({
  merchantCode: z.string(),
  merchantName: z.string(),
  currency: z.string(),
  timeZone: z.string(),
  defaultLanguage: languageSchema,
  languages: z.array(languageSchema),
  domainRoute: z.array(domainRouteSchema),
  whitelabel: z.array(whitelabelNodeSchema),
  /** The brand's registration field rules, as `/wps/system/setting/register` publishes them. */
  registerValidation: z.array(registrationFieldRuleSchema),
  location: z.object({ ip: z.string(), countryCode: z.string().nullable() }),
  maintenance: z.boolean(),
  maintenanceEnd: z.string().nullable(),
  regionRestriction: z.boolean(),
  /** The brand's customer-service channels with where each leads, for the site's service buttons. */
  contactChannels: z.array(publicContactChannelSchema),
  currencySymbol: z.string(),
  /** The identity providers the login popup offers (console: social login); absent or empty, none. */
  socialLoginProviders: z.array(socialProviderSchema).optional(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const domainRouteListSchema = z.object({ domainList: z.array(domainRouteSchema) });
export type DomainRouteList = z.infer<typeof domainRouteListSchema>;

export const domainRouteQuerySchema = z.object({ device: z.string().max(32).optional() });

/** The web uses at most this many server lines (spec §9). */
export const maxDomainLines = 5;
