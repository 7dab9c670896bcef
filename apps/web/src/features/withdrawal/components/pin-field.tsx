import type { ChangeEvent, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';

/** Keeps a typed payment password to its six digits as the player types. */
export const digitsOnly = (text: string) => text.replace(/\D/g, '').slice(0, 6);

type PinFieldProps = {
  id: string;
  label: string;
  hint?: ReactNode;
  /** The translated field error, if any. */
  error: string | undefined;
  registration: UseFormRegisterReturn;
  testId: string;
};

/** The six-digit payment password field: masked, digits only, wherever the withdrawal pages ask for it. */
export function PinField({ id, label, hint, error, registration, testId }: PinFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <PasswordInput
        id={id}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        placeholder="••••••"
        invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, hint)}
        data-testid={testId}
        className="tracking-[0.3em]"
        {...registration}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          event.target.value = digitsOnly(event.target.value);
          void registration.onChange(event);
        }}
      />
    </FormField>
  );
}
