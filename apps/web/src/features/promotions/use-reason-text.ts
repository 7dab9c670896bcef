import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const codePattern = /^[A-Z][A-Z0-9_]*$/;

/**
 * Why an offer was rejected or cannot be had, as a sentence: a stable code the web knows (the promotions' own
 * reasons, then the server's error texts), a reviewer's own words as they wrote them, and never a bare code.
 */
export function useReasonText(): (reason: string | null) => string | null {
  const { t, i18n } = useTranslation('promotions');
  const { t: common } = useTranslation();
  return useCallback(
    (reason) => {
      if (!reason) return null;
      if (i18n.exists(`promotions:reasons.${reason}`)) return t(`reasons.${reason}` as 'reasons.unknown');
      if (i18n.exists(`common:errors.${reason}`)) return common(`errors.${reason}` as 'errors.REQUEST_FAILED');
      if (codePattern.test(reason)) return t('reasons.unknown');
      return reason;
    },
    [common, i18n, t],
  );
}
