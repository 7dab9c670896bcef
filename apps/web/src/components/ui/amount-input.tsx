import type { Ref } from 'react';
import { cleanAmountText } from '@/lib/amount';
import { InputBox } from './form-field';
import type { InputBoxProps } from './form-field';

type AmountInputProps = Omit<InputBoxProps, 'value' | 'onChange' | 'type' | 'inputMode' | 'leading'> & {
  value: string;
  onValueChange: (value: string) => void;
  /** The currency symbol shown before the amount (฿). */
  symbol: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * An amount box: the phone's decimal keypad, tabular numerals, and only what an amount can be (digits, one point, two
 * decimals), so a typo never reaches the server as a different sum.
 */
export function AmountInput({ value, onValueChange, symbol, className = '', ...props }: AmountInputProps) {
  return (
    <InputBox
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      enterKeyHint="done"
      value={value}
      onChange={(event) => onValueChange(cleanAmountText(event.target.value))}
      leading={
        <span aria-hidden="true" className="grid place-items-center ps-3.5 text-base font-semibold text-text-3">
          {symbol}
        </span>
      }
      className={`ps-2 text-lg font-semibold tabular-nums ${className}`}
    />
  );
}
