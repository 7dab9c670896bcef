import { houseSlotGameIds, houseSlotGameNames } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import { featureSlotModelIds } from './feature-catalogue.js';
import { slotModelIds } from './slot-types.js';

describe('the slot games the platform lists', () => {
  it('names every slot model the vendor runs, and no model it does not run', () => {
    const runs = [...slotModelIds, ...featureSlotModelIds];
    expect([...houseSlotGameIds].sort()).toEqual(runs.sort());
    for (const id of runs) {
      expect(houseSlotGameNames[id]?.en, id).toBeTruthy();
      expect(houseSlotGameNames[id]?.th, id).toMatch(/[\u0E00-\u0E7F]/);
    }
  });
});
