import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountdownButton } from '@/components/ui/countdown-button';
import { describedBy, FormField, InputBox } from '@/components/ui/form-field';
import { MessageDialog } from '@/components/ui/message-dialog';
import { CountryCodeSelect } from './country-code-select';

type MobileNumberFieldProps = {
  id: string;
  /** The translated field error, if any. */
  error: string | undefined;
  inputProps: UseFormRegisterReturn;
  dialCode: string;
  onDialCodeChange: (code: string) => void;
  testIds: { input: string; countryCode: string };
};

/** The mobile number with its country dialing code, as login, registration and recovery ask for it. */
export function MobileNumberField({
  id,
  error,
  inputProps,
  dialCode,
  onDialCodeChange,
  testIds,
}: MobileNumberFieldProps) {
  const { t } = useTranslation('accounts');
  return (
    <FormField id={id} label={t('fields.mobileNum')} error={error} errorTestId="field-error-mobileNum">
      <InputBox
        id={id}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={t('placeholders.mobileNum')}
        invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, undefined)}
        data-testid={testIds.input}
        leading={
          <CountryCodeSelect
            value={dialCode}
            onChange={onDialCodeChange}
            label={t('fields.countryCode')}
            testId={testIds.countryCode}
          />
        }
        {...inputProps}
      />
    </FormField>
  );
}

type SmsCodeFieldProps = {
  id: string;
  error: string | undefined;
  inputProps: UseFormRegisterReturn;
  /** Sends the code; answers the countdown in seconds, or null when nothing was sent. */
  onSend: () => Promise<number | null> | number | null;
  testIds: { input: string; send: string };
};

/** The six-digit SMS code with its send button, which counts down while a new code cannot be asked for. */
export function SmsCodeField({ id, error, inputProps, onSend, testIds }: SmsCodeFieldProps) {
  const { t } = useTranslation('accounts');
  return (
    <FormField id={id} label={t('fields.verificationCode')} error={error} errorTestId="field-error-verificationCode">
      <InputBox
        id={id}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t('placeholders.verificationCode')}
        invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, undefined)}
        data-testid={testIds.input}
        trailing={
          <CountdownButton
            label={t('sms.send')}
            onPress={onSend}
            variant="ghost"
            size="sm"
            className="m-1 min-h-10 rounded-[8px] px-3 text-accent hover:text-accent-strong"
            data-testid={testIds.send}
          />
        }
        {...inputProps}
      />
    </FormField>
  );
}

type UsernameFieldProps = {
  id: string;
  error: string | undefined;
  inputProps: UseFormRegisterReturn;
  testId: string;
};

/** The account name as a person types it: no autocorrect, no capitalisation. */
export function UsernameField({ id, error, inputProps, testId }: UsernameFieldProps) {
  const { t } = useTranslation('accounts');
  return (
    <FormField id={id} label={t('fields.username')} error={error} errorTestId="field-error-username">
      <InputBox
        id={id}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('placeholders.username')}
        invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, undefined)}
        data-testid={testId}
        {...inputProps}
      />
    </FormField>
  );
}

/** Spec §8: a failed SMS request shows the server's message in a warning with a confirm button. */
export function SmsWarningDialog({ warning, onDismiss }: { warning: string | null; onDismiss: () => void }) {
  const { t } = useTranslation('accounts');
  return (
    <MessageDialog
      open={warning !== null}
      title={t('sms.failedTitle')}
      message={warning}
      confirmLabel={t('dialogs.confirm')}
      onConfirm={onDismiss}
      tone="warning"
      testId="sms-warning"
      confirmTestId="sms-warning-confirm"
    />
  );
}
