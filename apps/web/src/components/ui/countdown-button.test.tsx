import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { CountdownButton } from './countdown-button';

beforeEach(async () => {
  vi.useFakeTimers();
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CountdownButton', () => {
  it('counts down every second while disabled, then comes back', async () => {
    const onPress = vi.fn(() => 3);
    render(<CountdownButton label="Send code" onPress={onPress} />);
    const button = screen.getByRole('button');
    await act(async () => {
      fireEvent.click(button);
      await Promise.resolve();
    });
    expect(button.textContent).toBe('3 s');
    expect(button.hasAttribute('disabled')).toBe(true);

    fireEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(button.textContent).toBe('2 s');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(button.textContent).toBe('1 s');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(button.textContent).toBe('Send code');
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('does not count when the work reports no wait (e.g. a failed send)', async () => {
    render(<CountdownButton label="Send code" onPress={() => Promise.resolve(null)} />);
    const button = screen.getByRole('button');
    await act(async () => {
      fireEvent.click(button);
      await Promise.resolve();
    });
    expect(button.textContent).toBe('Send code');
    expect(button.hasAttribute('disabled')).toBe(false);
  });
});
