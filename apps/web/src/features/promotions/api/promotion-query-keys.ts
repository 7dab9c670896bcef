/**
 * The promotions' cache keys, all under one member token: a join, claim, application or opt-out refreshes the cards,
 * the reward centre (and its badge) and the bonuses together.
 */
export const promotionsQueryKey = (token: string | null) => ['promotions', token] as const;
export const rewardCenterQueryKey = (token: string | null) => ['promotions', token, 'rewards'] as const;
export const memberBonusesQueryKey = (token: string | null) => ['promotions', token, 'bonuses'] as const;
