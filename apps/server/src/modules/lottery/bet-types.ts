import type { BetType } from './bet-type.js';
import { elevenPickFiveBetTypes } from './eleven-pick-five-bet-types.js';
import { fiveDBetTypes } from './five-d-bet-types.js';
import { fourDBetTypes } from './four-d-bet-types.js';
import { k3BetTypes } from './k3-bet-types.js';
import type { FamilyCode } from './lottery-families.js';
import { pk10BetTypes } from './pk10-bet-types.js';
import { sscBetTypes } from './ssc-bet-types.js';
import { thaiAndLaoBetTypes } from './thai-bet-types.js';
import { vietnamBetTypes } from './vietnam-bet-types.js';
import { wingoBetTypes } from './wingo-bet-types.js';

/** Every bet type of every family, by code (the original's `playCode`). */
export const betTypes: readonly BetType[] = [
  ...wingoBetTypes,
  ...fiveDBetTypes,
  ...k3BetTypes,
  ...sscBetTypes,
  ...elevenPickFiveBetTypes,
  ...pk10BetTypes,
  ...vietnamBetTypes,
  ...thaiAndLaoBetTypes,
  ...fourDBetTypes,
];

const byCode = new Map(betTypes.map((betType) => [betType.code, betType]));

export function findBetType(code: string): BetType | undefined {
  return byCode.get(code);
}

export function listBetTypes(family: FamilyCode, pricing?: BetType['pricing']): BetType[] {
  return betTypes.filter(
    (betType) => betType.families.includes(family) && (pricing === undefined || betType.pricing === pricing),
  );
}
