import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/toast-provider';
import { useErrorMessage } from '@/lib/use-error-message';
import { countdownSeconds, useSendSmsCode } from './api/send-sms-code';
import type { SmsPurpose } from './api/send-sms-code';

/**
 * Sends a verification code and answers the countdown for the send button. A refused send (too many requests, a
 * number already registered, ...) opens a warning with the server's message (spec §8) and allows a retry at once.
 */
export function useSmsCodeSender(purpose: SmsPurpose) {
  const { t } = useTranslation('accounts');
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const send = useSendSmsCode();
  const [warning, setWarning] = useState<string | null>(null);

  async function sendCode(mobileNum: string, countryDialingCode: string): Promise<number | null> {
    try {
      const { expiredMinutes } = await send.mutateAsync({ purpose, mobileNum: mobileNum.trim(), countryDialingCode });
      showToast(t('sms.sent'), 'success');
      return countdownSeconds(expiredMinutes);
    } catch (error) {
      setWarning(errorMessage(error));
      return null;
    }
  }

  return { sendCode, warning, dismissWarning: () => setWarning(null) };
}
