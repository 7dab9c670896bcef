import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '@/test/render-with-providers';
import { JackpotDisplay } from './jackpot-display';

function serve(pool: { amount: string; currency: string } | null) {
  return stubApi(({ url }) =>
    url.pathname === '/wps/jackpot' ? { body: { success: true, message: '', value: { pool } } } : undefined,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('JackpotDisplay', () => {
  it("shows the pool the server answered, in the brand's currency", async () => {
    const api = serve({ amount: '1234567.89', currency: 'THB' });
    renderWithProviders(<JackpotDisplay />);
    await waitFor(() => expect(screen.getByTestId('jackpot-amount').textContent).toBe('1,234,567.89'));
    expect(api[0]?.url.pathname).toBe('/wps/jackpot');
    expect(screen.getByTestId('jackpot-display').textContent).toContain('฿');
  });

  it('shows nothing when the brand runs no pool', async () => {
    const api = serve(null);
    renderWithProviders(<JackpotDisplay />);
    await waitFor(() => expect(api).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('jackpot-display')).toBeNull());
  });
});
