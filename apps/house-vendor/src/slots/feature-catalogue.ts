import type { ClusterModel, HoldAndWinModel } from './feature-types.js';
import { jadeCoins } from './models/jade-coins.js';
import { lotusCascade } from './models/lotus-cascade.js';

/**
 * The slot games that are not reel games: cluster pays with tumbles and hold and win. They launch as `slot:<id>`
 * like the reel games, but play through their own engines and pages.
 */
export type FeatureSlotModel = ClusterModel | HoldAndWinModel;

export const featureSlotModelIds = ['lotus-cascade', 'jade-coins'] as const;
export type FeatureSlotModelId = (typeof featureSlotModelIds)[number];

export const featureSlotModels: Readonly<Record<FeatureSlotModelId, FeatureSlotModel>> = {
  'lotus-cascade': lotusCascade,
  'jade-coins': jadeCoins,
};

export function findFeatureSlotModel(id: string): FeatureSlotModel | undefined {
  return (featureSlotModelIds as readonly string[]).includes(id)
    ? featureSlotModels[id as FeatureSlotModelId]
    : undefined;
}

export function listFeatureSlotModels(): FeatureSlotModel[] {
  return featureSlotModelIds.map((id) => featureSlotModels[id]);
}
