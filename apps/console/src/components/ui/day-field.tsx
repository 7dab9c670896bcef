import { dayOfDigits, readTypedDay, shownDay } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from './form-field';

/**
 * A day typed and shown as `YYYY/MM/DD` whatever the browser's locale (a native date input shows `mm/dd/yyyy` in an
 * English browser), the player site's DateField's rule from the same contracts helpers. Digits only; the slashes
 * come by themselves. `onChange` gets `YYYY-MM-DD` once the digits name a real day, '' when emptied; a half-typed
 * or impossible day is marked and, on leaving the field, replaced by the day in force.
 */
export function DayField({
  id,
  value,
  onChange,
  onBlur,
  invalid = false,
  className = '',
}: {
  id: string;
  value: string;
  onChange: (day: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const [text, setText] = useState(shownDay(value));
  const [lastValue, setLastValue] = useState(value);
  // A new value from outside (the address, a clear) replaces what was typed.
  if (value !== lastValue) {
    setLastValue(value);
    setText(shownDay(value));
  }
  const digits = text.replace(/\D/g, '');
  const wrong = invalid || (digits.length === 8 && dayOfDigits(digits) === null);

  return (
    <input
      id={id}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      placeholder={t('dayField.placeholder')}
      aria-invalid={wrong || undefined}
      className={`${inputClass} tabular-nums ${wrong ? 'border-red-500' : ''} ${className}`}
      value={text}
      onChange={(event) => {
        const typed = readTypedDay(event.target.value);
        setText(typed.text);
        if (typed.digits.length === 0) {
          setLastValue('');
          onChange('');
        } else if (typed.day) {
          setLastValue(typed.day);
          onChange(typed.day);
        }
      }}
      onBlur={() => {
        if (digits.length > 0 && dayOfDigits(digits) === null) setText(shownDay(value));
        onBlur?.();
      }}
    />
  );
}
