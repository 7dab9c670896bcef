import { floatingMarket } from './models/floating-market.js';
import { fruitFiesta } from './models/fruit-fiesta.js';
import { goldenTemple } from './models/golden-temple.js';
import { jungleTiger } from './models/jungle-tiger.js';
import { luckyLantern } from './models/lucky-lantern.js';
import { mekongDragon } from './models/mekong-dragon.js';
import { tukTukTreasure } from './models/tuk-tuk-treasure.js';
import type { SlotModel, SlotModelId } from './slot-types.js';
import { slotModelIds } from './slot-types.js';

/** Every house slot by model id; the platform's catalogue maps its games to these ids (`slot:<model id>`). */
export const slotModels: Readonly<Record<SlotModelId, SlotModel>> = {
  'golden-temple': goldenTemple,
  'mekong-dragon': mekongDragon,
  'fruit-fiesta': fruitFiesta,
  'tuk-tuk-treasure': tukTukTreasure,
  'jungle-tiger': jungleTiger,
  'lucky-lantern': luckyLantern,
  'floating-market': floatingMarket,
};

export function isSlotModelId(id: string): id is SlotModelId {
  return (slotModelIds as readonly string[]).includes(id);
}

export function findSlotModel(id: string): SlotModel | undefined {
  return isSlotModelId(id) ? slotModels[id] : undefined;
}

export function getSlotModel(id: string): SlotModel {
  const model = findSlotModel(id);
  if (!model) throw new Error(`no slot model ${id}`);
  return model;
}

export function listSlotModels(): SlotModel[] {
  return slotModelIds.map((id) => slotModels[id]);
}
