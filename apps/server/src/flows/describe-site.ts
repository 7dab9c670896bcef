import type { DomainRoute, RegistrationFieldRule, SiteConfig, SocialProvider } from '@croupier/contracts';
import {
  brandCurrencySymbol,
  contactChannelHref,
  maxDomainLines,
  siteSettingsSchema,
  systemStatusCodes,
} from '@croupier/contracts';
import type { MerchantService } from '../modules/merchant/index.js';
import type { BrandAccess } from './shared/brand-access.js';

/** The brand's server lines as the spec's domain routes: at most five, in the operator's order. */
export async function listDomainRoutes(merchants: MerchantService, access: BrandAccess): Promise<DomainRoute[]> {
  const lines = await merchants.listServerLines(access.merchant);
  return lines.slice(0, maxDomainLines).map((domainName) => ({ domainName }));
}

/** The permission answer: everything the site needs to boot, for this brand and this caller. */
export async function describeSite(
  merchants: MerchantService,
  listFieldRules: (merchantId: string) => Promise<RegistrationFieldRule[]>,
  access: BrandAccess,
  listSocialLoginProviders: (merchantId: string) => Promise<SocialProvider[]> = async () => [],
): Promise<SiteConfig> {
  const { merchant } = access;
  const settings = siteSettingsSchema.parse(merchant.siteSettings);
  return {
    ...settings,
    merchantCode: merchant.code,
    merchantName: merchant.name,
    currency: merchant.currency,
    timeZone: merchant.timeZone,
    defaultLanguage: merchant.defaultLanguage,
    languages: merchant.languages,
    domainRoute: await listDomainRoutes(merchants, access),
    whitelabel: merchant.whitelabel,
    registerValidation: await listFieldRules(merchant.id),
    location: { ip: access.ip, countryCode: access.countryCode },
    maintenance: access.status.status === systemStatusCodes.maintenance,
    maintenanceEnd:
      access.status.status === systemStatusCodes.maintenance ? (access.status.maintenanceEnd ?? null) : null,
    regionRestriction: access.status.status === systemStatusCodes.regionRestricted,
    contactChannels: settings.contactChannels.map((channel) => ({
      kind: channel.kind,
      value: channel.value,
      href: contactChannelHref(channel),
      labels: channel.labels,
    })),
    currencySymbol: brandCurrencySymbol(merchant.currency, settings),
    socialLoginProviders: await listSocialLoginProviders(merchant.id),
  };
}
