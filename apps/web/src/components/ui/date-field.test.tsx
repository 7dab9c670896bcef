import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { DateField } from './date-field';

const changes: string[] = [];

function Harness({ initial = '2026-11-16' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        value={value}
        max="2026-11-22"
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
        data-testid="day"
      />
      <button type="button" onClick={() => setValue('2026-11-01')}>
        pick
      </button>
    </>
  );
}

beforeEach(async () => {
  changes.length = 0;
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('DateField', () => {
  it('shows the day as YYYY/MM/DD whatever the browser locale, on a numeric keypad', () => {
    render(<Harness />);
    const input = screen.getByTestId('day');
    expect(input).toHaveProperty('value', '2026/11/16');
    expect(input.getAttribute('type')).toBe('text');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('placeholder')).toBe('YYYY/MM/DD');
  });

  it('adds the slashes while typing and passes on a whole valid day only', () => {
    render(<Harness />);
    const input = screen.getByTestId('day');
    fireEvent.change(input, { target: { value: '202611' } });
    expect(input).toHaveProperty('value', '2026/11');
    expect(changes).toEqual([]);
    fireEvent.change(input, { target: { value: '2026/11/20' } });
    expect(changes).toEqual(['2026-11-20']);
    expect(input).toHaveProperty('value', '2026/11/20');
  });

  it('marks a day that does not exist or is after the last allowed day, and keeps the day in force', () => {
    render(<Harness />);
    const input = screen.getByTestId('day');
    fireEvent.change(input, { target: { value: '20260231' } });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a date as YYYY/MM/DD')).toBeTruthy();
    fireEvent.change(input, { target: { value: '20261130' } });
    expect(screen.getByText('Choose a date within the allowed range')).toBeTruthy();
    expect(changes).toEqual([]);
    fireEvent.blur(input);
    expect(input).toHaveProperty('value', '2026/11/16');
  });

  it('takes a new day from outside and can be emptied', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('pick'));
    const input = screen.getByTestId('day');
    expect(input).toHaveProperty('value', '2026/11/01');
    fireEvent.change(input, { target: { value: '' } });
    expect(changes).toEqual(['']);
  });
});
