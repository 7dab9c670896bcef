/**
 * The member's live bonuses as the withdraw page needs them (the bonuses live in another feature; the page is composed
 * in app/): bonus money is not withdrawable until its turnover is done, and withdrawing now forfeits it.
 */
export type BonusHold = {
  currency: string;
  bonusBalance: string;
  turnoverRemaining: string;
  /** How many grants are live. */
  grants: number;
};
