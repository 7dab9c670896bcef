import { systemStatusCodes } from '@croupier/contracts';
import type { SystemStatus } from '@croupier/contracts';

export type RegionRule = { mode: 'allow' | 'block'; countries: readonly string[] };

export type AccessInput = {
  region: RegionRule;
  maintenance: boolean;
  maintenanceEnd: Date | null;
  ip: string;
  /** Null when the address is private or not in the lookup's table. */
  countryCode: string | null;
  isPublicAddress: boolean;
  now: Date;
};

/**
 * Region rule: a block list refuses its countries; an allow list refuses every other public address,
 * including ones whose country is unknown (fail closed). Private and loopback addresses (the operator's
 * own network) are never refused.
 */
export function isRegionRestricted(rule: RegionRule, countryCode: string | null, isPublicAddress: boolean): boolean {
  if (!isPublicAddress) return false;
  switch (rule.mode) {
    case 'block':
      return countryCode !== null && rule.countries.includes(countryCode);
    case 'allow':
      return countryCode === null || !rule.countries.includes(countryCode);
  }
}

/** Maintenance with an end time that has passed is over, so a forgotten switch does not lock players out. */
export function isInMaintenance(maintenance: boolean, maintenanceEnd: Date | null, now: Date): boolean {
  return maintenance && (maintenanceEnd === null || maintenanceEnd.getTime() > now.getTime());
}

/** Status 2 outranks 1: a restricted caller learns nothing about the brand's maintenance. */
export function decideSystemStatus(input: AccessInput): SystemStatus {
  if (isRegionRestricted(input.region, input.countryCode, input.isPublicAddress)) {
    return { status: systemStatusCodes.regionRestricted, ip: input.ip };
  }
  if (isInMaintenance(input.maintenance, input.maintenanceEnd, input.now)) {
    return { status: systemStatusCodes.maintenance, maintenanceEnd: input.maintenanceEnd?.toISOString() ?? null };
  }
  return { status: systemStatusCodes.normal };
}
