import { CalendarDays } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayOfDigits as dayOf, formatDayDigits as formatDigits, shownDay as shown } from '@croupier/contracts';
import { InputBox } from './form-field';

type DateFieldProps = {
  id?: string;
  /** The chosen day as `YYYY-MM-DD`, or '' for none. */
  value: string;
  /** Called with a whole valid day within the bounds (`YYYY-MM-DD`), or '' when the field is emptied. */
  onChange: (value: string) => void;
  /** Bounds as `YYYY-MM-DD`, inclusive. */
  min?: string | undefined;
  max?: string | undefined;
  'data-testid'?: string;
};

/**
 * A day typed as `YYYY/MM/DD` (the spec's format, whatever the browser's locale; a native date input would show the
 * locale's order). Digits only, on a numeric keypad on phones; the slashes are added while typing. A day that does
 * not exist or is out of bounds is marked and said, and not passed on.
 */
export function DateField({ id, value, onChange, min, max, 'data-testid': testId }: DateFieldProps) {
  const { t } = useTranslation('common');
  const hintId = useId();
  const [text, setText] = useState(shown(value));
  const [lastValue, setLastValue] = useState(value);
  // A new value from outside (a quick pick, a reset) replaces what was typed.
  if (value !== lastValue) {
    setLastValue(value);
    setText(shown(value));
  }
  const digits = text.replace(/\D/g, '');
  const day = dayOf(digits);
  const outOfBounds = day !== null && ((min !== undefined && day < min) || (max !== undefined && day > max));
  const invalid = digits.length === 8 ? day === null || outOfBounds : false;

  function change(input: string) {
    const typed = input.replace(/\D/g, '').slice(0, 8);
    const next = formatDigits(typed);
    setText(next);
    if (typed.length === 0) {
      setLastValue('');
      onChange('');
      return;
    }
    const chosen = dayOf(typed);
    if (chosen && !(min !== undefined && chosen < min) && !(max !== undefined && chosen > max)) {
      setLastValue(chosen);
      onChange(chosen);
    }
  }

  return (
    <div className="space-y-1">
      <InputBox
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        placeholder={t('dateField.placeholder')}
        maxLength={10}
        invalid={invalid}
        aria-describedby={invalid ? hintId : undefined}
        onChange={(event) => change(event.target.value)}
        // Leaving a half-typed day puts back the day in force.
        onBlur={() => {
          if (digits.length > 0 && (day === null || invalid)) setText(shown(value));
        }}
        data-testid={testId}
        className="tabular-nums"
        trailing={
          <span className="grid place-items-center pe-3 text-text-3" aria-hidden="true">
            <CalendarDays className="size-4" />
          </span>
        }
      />
      {invalid ? (
        <p id={hintId} className="text-xs text-danger">
          {outOfBounds ? t('dateField.outOfRange') : t('dateField.invalid')}
        </p>
      ) : null}
    </div>
  );
}
