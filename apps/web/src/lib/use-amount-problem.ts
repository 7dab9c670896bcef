import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isAmountProblem } from './amount';
import type { AmountLimits } from './amount';
import { formatMoneyWithSymbol } from './format-money';

/**
 * The sentence for an amount's problem code (from `readAmount` or the server's VALIDATION_FAILED fields), with the
 * bounds shown as money. Any other message is already a sentence and shows as it is.
 */
export function useAmountProblem(): (message: string, limits: AmountLimits, currency: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (message, limits, currency) => {
      if (!isAmountProblem(message)) return message;
      switch (message) {
        case 'REQUIRED':
          return t('amount.problems.required');
        case 'AMOUNT_FORMAT':
          return t('amount.problems.format');
        case 'AMOUNT_POSITIVE':
          return t('amount.problems.positive');
        case 'AMOUNT_TOO_LARGE':
          return t('amount.problems.tooLarge');
        case 'AMOUNT_BELOW_MIN':
          return limits.min
            ? t('amount.problems.belowMin', { amount: formatMoneyWithSymbol(limits.min, currency) })
            : t('amount.problems.format');
        case 'AMOUNT_ABOVE_MAX':
          return limits.max
            ? t('amount.problems.aboveMax', { amount: formatMoneyWithSymbol(limits.max, currency) })
            : t('amount.problems.tooLarge');
      }
    },
    [t],
  );
}
