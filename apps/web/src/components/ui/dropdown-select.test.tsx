import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DropdownSelect, selectBlurDelayMs } from './dropdown-select';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const options = [
  { value: 'th', label: 'ไทย' },
  { value: 'en', label: 'English' },
] as const;

function Harness({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState<'th' | 'en'>('th');
  return (
    <div>
      <p>outside</p>
      <button type="button">elsewhere</button>
      <DropdownSelect
        label="Language"
        value={value}
        options={options}
        onChange={(next) => {
          onChange?.(next);
          setValue(next);
        }}
        testId="select"
        optionTestId={(code) => `option-${code}`}
      />
    </div>
  );
}

describe('DropdownSelect', () => {
  it('opens and closes on a click of its button', () => {
    render(<Harness />);
    const trigger = screen.getByTestId('select');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.click(trigger);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on a click outside', () => {
    render(<Harness />);
    fireEvent.click(screen.getByTestId('select'));
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('chooses an option, closes, and marks the new choice', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByTestId('select'));
    fireEvent.click(screen.getByTestId('option-en'));
    expect(onChange).toHaveBeenCalledWith('en');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(screen.getByTestId('select'));
    expect(screen.getByTestId('option-en').getAttribute('aria-checked')).toBe('true');
  });

  it('works from the keyboard and closes on Esc', () => {
    render(<Harness />);
    const trigger = screen.getByTestId('select');
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu');
    expect(document.activeElement).toBe(screen.getByTestId('option-th'));
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByTestId('option-en'));
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes 200 ms after focus leaves it', () => {
    vi.useFakeTimers();
    render(<Harness />);
    fireEvent.click(screen.getByTestId('select'));
    act(() => screen.getByText('elsewhere').focus());
    act(() => {
      vi.advanceTimersByTime(selectBlurDelayMs - 1);
    });
    expect(screen.getByRole('menu')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
