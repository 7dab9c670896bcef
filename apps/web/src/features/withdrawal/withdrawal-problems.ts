import { withdrawalRemarkMaxLength } from '@croupier/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Why a withdrawal form's field failed, as the contracts' schemas name it (and as the server returns it in
 * VALIDATION_FAILED's `value.fields[].message`).
 */
export const withdrawalFieldProblems = [
  'REQUIRED',
  'BANK_CODE_UNKNOWN',
  'ACCOUNT_NUMBER_FORMAT',
  'ACCOUNT_NAME_FORMAT',
  'BANK_ACCOUNT_LIMIT',
  'PAYMENT_PASSWORD_FORMAT',
  'PASSWORD_CONFIRM_MISMATCH',
  'BANK_ACCOUNT_ID_FORMAT',
  'REMARK_TOO_LONG',
  'UPLOAD_REQUIRED',
  'UPLOAD_TOO_MANY',
  'UPLOAD_NOT_BASE64',
  'TWO_FACTOR_CODE_REQUIRED',
  'TWO_FACTOR_CODE_FORMAT',
] as const;
export type WithdrawalFieldProblem = (typeof withdrawalFieldProblems)[number];

export function isWithdrawalFieldProblem(text: string): text is WithdrawalFieldProblem {
  return (withdrawalFieldProblems as readonly string[]).includes(text);
}

/** The sentence for a withdrawal field's problem; a message that is no code is already a sentence. */
export function useWithdrawalProblem(): (message: string) => string {
  const { t } = useTranslation('withdrawal');
  return useCallback(
    (message) => {
      if (!isWithdrawalFieldProblem(message)) return message;
      switch (message) {
        case 'REQUIRED':
          return t('problems.required');
        case 'BANK_CODE_UNKNOWN':
          return t('problems.bankCode');
        case 'ACCOUNT_NUMBER_FORMAT':
          return t('problems.accountNumber');
        case 'ACCOUNT_NAME_FORMAT':
          return t('problems.accountName');
        case 'BANK_ACCOUNT_LIMIT':
          return t('problems.bankAccountLimit');
        case 'PAYMENT_PASSWORD_FORMAT':
          return t('problems.paymentPassword');
        case 'PASSWORD_CONFIRM_MISMATCH':
          return t('problems.passwordMismatch');
        case 'BANK_ACCOUNT_ID_FORMAT':
          return t('problems.bankAccount');
        case 'REMARK_TOO_LONG':
          return t('problems.remark', { max: withdrawalRemarkMaxLength });
        case 'UPLOAD_REQUIRED':
          return t('problems.uploadRequired');
        case 'UPLOAD_TOO_MANY':
          return t('problems.uploadTooMany');
        case 'UPLOAD_NOT_BASE64':
          return t('problems.uploadUnreadable');
        case 'TWO_FACTOR_CODE_REQUIRED':
          return t('twoFactor.codeRequired');
        case 'TWO_FACTOR_CODE_FORMAT':
          return t('twoFactor.codeFormat');
      }
    },
    [t],
  );
}
