import type { VendorLanes } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import { vendorNames, vendorOptions } from './vendor-options';

const card = (vendor: string, name: string) => ({
  vendor,
  name,
  iconUrl: '',
  gameCount: 1,
  walletModel: 'seamless' as const,
  maintenance: false,
});

const lanes: VendorLanes = {
  lanes: [
    {
      title: 'RNG',
      gameCategory: 'RNG',
      vendors: ['PG', 'JDB'],
      cards: { PG: card('PG', 'PG Soft'), JDB: card('JDB', 'JDB Gaming') },
      gameClassify: [],
    },
    {
      title: 'FISH',
      gameCategory: 'FISH',
      vendors: ['JDB', 'XY'],
      cards: { JDB: card('JDB', 'JDB Gaming') },
      gameClassify: [],
    },
  ],
};

describe('vendorOptions', () => {
  it('lists the vendors of the chosen category by name', () => {
    expect(vendorOptions(lanes, 'FISH')).toEqual([
      { code: 'JDB', name: 'JDB Gaming' },
      { code: 'XY', name: 'XY' },
    ]);
  });

  it('lists every vendor once for all categories, and nothing before the lanes arrive', () => {
    expect(vendorOptions(lanes, '').map((option) => option.code)).toEqual(['JDB', 'PG', 'XY']);
    expect(vendorOptions(undefined, 'RNG')).toEqual([]);
    expect(vendorNames(lanes).get('PG')).toBe('PG Soft');
  });
});
