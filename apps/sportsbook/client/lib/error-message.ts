import type { TFunction } from 'i18next';
import type { ClientErrorCode } from '../api/player-api-error';
import type { SlipProblem } from '../slip/slip-maths';

/**
 * The sentence for every code the player API answers and every problem the slip finds itself, spelt out key by
 * key so a missing translation is a compile error rather than a raw code on screen.
 */
export function errorMessageOf(t: TFunction, code: string): string {
  const messages: Record<ClientErrorCode | SlipProblem, string> = {
    NOT_LOGGED_IN: t('errors.NOT_LOGGED_IN'),
    VALIDATION_FAILED: t('errors.VALIDATION_FAILED'),
    MARKET_SUSPENDED: t('errors.MARKET_SUSPENDED'),
    MARKET_CLOSED: t('errors.MARKET_CLOSED'),
    ODDS_CHANGED: t('errors.ODDS_CHANGED'),
    STAKE_BELOW_MINIMUM: t('errors.STAKE_BELOW_MINIMUM'),
    STAKE_ABOVE_MAXIMUM: t('errors.STAKE_ABOVE_MAXIMUM'),
    PAYOUT_ABOVE_MAXIMUM: t('errors.PAYOUT_ABOVE_MAXIMUM'),
    LIABILITY_LIMIT: t('errors.LIABILITY_LIMIT'),
    PARLAY_SAME_EVENT: t('errors.PARLAY_SAME_EVENT'),
    PARLAY_NOT_ALLOWED: t('errors.PARLAY_NOT_ALLOWED'),
    INSUFFICIENT_FUNDS: t('errors.INSUFFICIENT_FUNDS'),
    BET_REFUSED: t('errors.BET_REFUSED'),
    CASH_OUT_UNAVAILABLE: t('errors.CASH_OUT_UNAVAILABLE'),
    CASH_OUT_CHANGED: t('errors.CASH_OUT_CHANGED'),
    WALLET_UNAVAILABLE: t('errors.WALLET_UNAVAILABLE'),
    NOT_FOUND: t('errors.NOT_FOUND'),
    NETWORK: t('errors.NETWORK'),
    STAKE_MISSING: t('errors.STAKE_MISSING'),
    PARLAY_TOO_FEW: t('errors.PARLAY_TOO_FEW'),
    PARLAY_TOO_MANY: t('errors.PARLAY_TOO_MANY'),
    SELECTION_LOCKED: t('errors.SELECTION_LOCKED'),
  };
  // A rejection code the contract may add later still reads as a refusal rather than as a raw code.
  return Object.hasOwn(messages, code) ? messages[code as ClientErrorCode | SlipProblem] : t('errors.BET_REFUSED');
}
