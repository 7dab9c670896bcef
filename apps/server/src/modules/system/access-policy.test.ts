import { describe, expect, it } from 'vitest';
import { decideSystemStatus, isInMaintenance, isRegionRestricted } from './access-policy.js';
import type { AccessInput } from './access-policy.js';

const now = new Date('2026-11-21T12:00:00Z');
const base: AccessInput = {
  region: { mode: 'block', countries: ['US'] },
  maintenance: false,
  maintenanceEnd: null,
  ip: '203.0.113.7',
  countryCode: 'TH',
  isPublicAddress: true,
  now,
};

describe('isRegionRestricted', () => {
  it('block list refuses listed countries only', () => {
    expect(isRegionRestricted({ mode: 'block', countries: ['US'] }, 'US', true)).toBe(true);
    expect(isRegionRestricted({ mode: 'block', countries: ['US'] }, 'TH', true)).toBe(false);
    expect(isRegionRestricted({ mode: 'block', countries: ['US'] }, null, true)).toBe(false);
  });

  it('allow list refuses other and unknown public addresses', () => {
    expect(isRegionRestricted({ mode: 'allow', countries: ['PH'] }, 'PH', true)).toBe(false);
    expect(isRegionRestricted({ mode: 'allow', countries: ['PH'] }, 'TH', true)).toBe(true);
    expect(isRegionRestricted({ mode: 'allow', countries: ['PH'] }, null, true)).toBe(true);
  });

  it('never refuses private addresses', () => {
    expect(isRegionRestricted({ mode: 'allow', countries: ['PH'] }, null, false)).toBe(false);
  });
});

describe('isInMaintenance', () => {
  it('is over once the end time has passed', () => {
    expect(isInMaintenance(true, null, now)).toBe(true);
    expect(isInMaintenance(true, new Date('2026-11-21T13:00:00Z'), now)).toBe(true);
    expect(isInMaintenance(true, new Date('2026-11-21T11:59:59Z'), now)).toBe(false);
    expect(isInMaintenance(false, null, now)).toBe(false);
  });
});

describe('decideSystemStatus', () => {
  it('answers 0 when open', () => {
    expect(decideSystemStatus(base)).toEqual({ status: 0 });
  });

  it('answers 1 with the end time when in maintenance', () => {
    const end = new Date('2026-11-21T15:00:00Z');
    expect(decideSystemStatus({ ...base, maintenance: true, maintenanceEnd: end })).toEqual({
      status: 1,
      maintenanceEnd: end.toISOString(),
    });
  });

  it('answers 2 with the IP when restricted, even during maintenance', () => {
    expect(decideSystemStatus({ ...base, countryCode: 'US', maintenance: true })).toEqual({
      status: 2,
      ip: '203.0.113.7',
    });
  });
});
