/** The house slots' public face: the engine, the models and the exact RTP proof. */
export {
  betUnitsOf,
  drawStops,
  evaluateSpin,
  InvalidStakeError,
  isValidStake,
  playSpin,
  replaySpin,
} from './slot-engine.js';
export type { SpinMode } from './slot-engine.js';
export { findSlotModel, getSlotModel, isSlotModelId, listSlotModels, slotModels } from './slot-catalogue.js';
export { computeSlotMath } from './slot-math.js';
export type { SlotMath } from './slot-math.js';
export { summarizeSlotModel } from './slot-summary.js';
export { slotModelIds } from './slot-types.js';
export type * from './slot-types.js';
