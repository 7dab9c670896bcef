import type {
  BrandSettings,
  BrandSettingsSection,
  BrandSwitches,
  ContactChannel,
  Language,
  RegistrationFieldRule,
  WhitelabelNode,
} from '@croupier/contracts';
import { brandCurrencySymbol, isSwitchEnabled, siteSettingsSchema, whitelabelSwitches } from '@croupier/contracts';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { DomainError } from '../lib/domain-error.js';
import { createMemberService, replaceRegistrationRules } from '../modules/member/index.js';
import type { Merchant } from '../modules/merchant/index.js';
import {
  findMerchantByCode,
  listHostsOfOtherBrands,
  listMerchantDomains,
  lockMerchantByCode,
  replaceMerchantDomains,
  updateMerchantSettings,
} from '../modules/merchant/index.js';

/** What each section's save takes (the parsed body of `PUT /bo/brands/:code/settings/<section>`). */
export type BrandSettingsChange =
  | { section: 'switches'; value: BrandSwitches }
  | { section: 'languages'; value: { languages: Language[]; defaultLanguage: Language } }
  | { section: 'currency-display'; value: { currencySymbol: string } }
  | { section: 'domains'; value: { domains: { host: string; lineUrl: string | null }[] } }
  | { section: 'region'; value: { mode: 'allow' | 'block'; countries: string[] } }
  | { section: 'registration-rules'; value: { rules: RegistrationFieldRule[] } }
  | { section: 'customer-service'; value: { channels: ContactChannel[] } };

/** Sets each named switch in the brand's tree where it is, or adds it at the top when the tree lacks it. */
export function applySwitches(tree: readonly WhitelabelNode[], switches: BrandSwitches): WhitelabelNode[] {
  const missing = new Set<string>(whitelabelSwitches);
  const walk = (nodes: readonly WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((node) => {
      const wanted = (switches as Record<string, boolean | undefined>)[node.modId];
      if (wanted !== undefined) missing.delete(node.modId);
      return {
        modId: node.modId,
        enabled: wanted === undefined ? node.enabled : wanted ? '1' : '0',
        childrenNodes: walk(node.childrenNodes),
      };
    });
  const changed = walk(tree);
  for (const modId of whitelabelSwitches) {
    if (missing.has(modId)) changed.push({ modId, enabled: switches[modId] ? '1' : '0', childrenNodes: [] });
  }
  return changed;
}

async function readSettings(db: Database, clock: Clock, merchant: Merchant): Promise<BrandSettings> {
  const settings = siteSettingsSchema.parse(merchant.siteSettings);
  return {
    code: merchant.code,
    name: merchant.name,
    currency: merchant.currency,
    timeZone: merchant.timeZone,
    switches: Object.fromEntries(
      whitelabelSwitches.map((name) => [name, isSwitchEnabled(merchant.whitelabel, name)]),
    ) as BrandSwitches,
    maintenance: { maintenance: merchant.maintenance, maintenanceEnd: merchant.maintenanceEnd?.toISOString() ?? null },
    languages: { languages: merchant.languages, defaultLanguage: merchant.defaultLanguage },
    currencyDisplay: { currencySymbol: brandCurrencySymbol(merchant.currency, settings) },
    domains: await listMerchantDomains(db, merchant.id),
    region: { mode: merchant.regionMode, countries: [...merchant.regionCountries].sort() },
    registrationRules: await createMemberService({ db, clock }).listFieldRules(merchant.id),
    customerService: settings.contactChannels,
  };
}

/** Every section of a brand's settings, as the console's brand settings screen shows them. */
export async function getBrandSettings(db: Database, clock: Clock, code: string): Promise<BrandSettings> {
  const merchant = await findMerchantByCode(db, code);
  if (!merchant) throw new DomainError('NOT_FOUND', { merchant: code });
  return readSettings(db, clock, merchant);
}

const sectionKey = {
  switches: 'switches',
  languages: 'languages',
  'currency-display': 'currencyDisplay',
  domains: 'domains',
  region: 'region',
  'registration-rules': 'registrationRules',
  'customer-service': 'customerService',
} as const satisfies Record<BrandSettingsSection, keyof BrandSettings>;

/**
 * Saves one section of a brand's settings and answers it before and after (the audit keeps both). The brand's row
 * is locked for the transaction, so two saves of one brand never interleave their read and write. Run it in the
 * audit's transaction; the caller forgets the caches the section feeds once it committed.
 */
export async function changeBrandSettings(
  db: Database,
  clock: Clock,
  code: string,
  change: BrandSettingsChange,
): Promise<{ before: unknown; after: unknown; settings: BrandSettings }> {
  const merchant = await lockMerchantByCode(db, code);
  if (!merchant) throw new DomainError('NOT_FOUND', { merchant: code });
  const before = await readSettings(db, clock, merchant);
  const siteSettings = siteSettingsSchema.parse(merchant.siteSettings);
  let updated: Merchant | undefined = merchant;
  switch (change.section) {
    case 'switches':
      updated = await updateMerchantSettings(db, merchant.id, {
        whitelabel: applySwitches(merchant.whitelabel, change.value),
      });
      break;
    case 'languages':
      updated = await updateMerchantSettings(db, merchant.id, change.value);
      break;
    case 'currency-display':
      updated = await updateMerchantSettings(db, merchant.id, {
        siteSettings: { ...siteSettings, currencySymbol: change.value.currencySymbol },
      });
      break;
    case 'customer-service':
      updated = await updateMerchantSettings(db, merchant.id, {
        siteSettings: { ...siteSettings, contactChannels: change.value.channels },
      });
      break;
    case 'region':
      updated = await updateMerchantSettings(db, merchant.id, {
        regionMode: change.value.mode,
        regionCountries: change.value.countries,
      });
      break;
    case 'domains': {
      const taken = await listHostsOfOtherBrands(
        db,
        merchant.id,
        change.value.domains.map((domain) => domain.host),
      );
      if (taken.length > 0) throw new DomainError('CONFLICT', { hosts: taken });
      await replaceMerchantDomains(db, merchant.id, change.value.domains);
      break;
    }
    case 'registration-rules':
      await replaceRegistrationRules(db, merchant.id, change.value.rules);
      break;
  }
  if (!updated) throw new DomainError('NOT_FOUND', { merchant: code });
  const settings = await readSettings(db, clock, updated);
  const key = sectionKey[change.section];
  return { before: before[key], after: settings[key], settings };
}
