import { useState } from 'react';
import { DayField } from '@/components/ui/day-field';
import { inputClass } from '@/components/ui/form-field';

/** `HH:mm` from what was typed: digits only, the colon comes by itself; `time` once it names a real time. */
export function readTypedTime(typed: string): { text: string; time: string | null } {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  const text = digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  return { text, time: match ? text : null };
}

/**
 * A wall-clock time in the brand's zone as the builder keeps it (`YYYY-MM-DDTHH:mm`, '' for none), typed as a day
 * `YYYY/MM/DD` (the console's DayField) and a 24-hour `HH:mm`, whatever the browser's locale: a native
 * datetime-local field shows `mm/dd/yyyy, hh:mm AM` in an English browser. A day without a time is its midnight.
 */
export function DayTimeField({
  id,
  value,
  onChange,
  timeLabel,
  invalid = false,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The time input's accessible name (the field's label is the day's). */
  timeLabel: string;
  invalid?: boolean;
}) {
  const [day = '', shownTime = ''] = value.split('T');
  const [timeText, setTimeText] = useState(shownTime);
  const [lastValue, setLastValue] = useState(value);
  // A new value from outside replaces what was typed.
  if (value !== lastValue) {
    setLastValue(value);
    setTimeText(shownTime);
  }
  const timeWrong = timeText !== '' && readTypedTime(timeText).time === null;
  const emit = (next: string) => {
    setLastValue(next);
    onChange(next);
  };
  return (
    // On a narrow screen the time goes under the day rather than squeezing it.
    <div className="flex flex-wrap gap-2">
      {/* Each input fills its own box: the shared input class makes every input full width. */}
      <div className="min-w-32 flex-1">
        <DayField
          id={id}
          value={day}
          invalid={invalid}
          onChange={(nextDay) => {
            if (!nextDay) return emit('');
            const time = readTypedTime(timeText).time ?? '00:00';
            setTimeText(time);
            emit(`${nextDay}T${time}`);
          }}
        />
      </div>
      <div className="w-20 shrink-0">
        <input
          id={`${id}-time`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          placeholder="HH:mm"
          aria-label={timeLabel}
          aria-invalid={timeWrong || undefined}
          disabled={day === ''}
          className={`${inputClass} tabular-nums ${timeWrong ? 'border-red-500' : ''}`}
          value={timeText}
          onChange={(event) => {
            const typed = readTypedTime(event.target.value);
            setTimeText(typed.text);
            if (typed.time && day) emit(`${day}T${typed.time}`);
          }}
          onBlur={() => {
            if (readTypedTime(timeText).time === null) setTimeText(shownTime);
          }}
        />
      </div>
    </div>
  );
}
