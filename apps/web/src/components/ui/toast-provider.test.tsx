import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { ToastProvider, useToast } from './toast-provider';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Trigger() {
  const { showToast } = useToast();
  return (
    <button type="button" onClick={() => showToast('Saved', 'success')}>
      save
    </button>
  );
}

describe('ToastProvider', () => {
  it('shows a message that leaves on its own after four seconds', () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('save'));
    expect(screen.getByRole('status').textContent).toContain('Saved');
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('keeps at most three messages', () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    for (let index = 0; index < 5; index++) fireEvent.click(screen.getByText('save'));
    expect(screen.getAllByTestId('toast')).toHaveLength(3);
  });
});
