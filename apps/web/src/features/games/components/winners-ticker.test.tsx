import type { WinnerEntry } from '@croupier/contracts';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '@/test/render-with-providers';
import { WinnersTicker } from './winners-ticker';

function winner(index: number): WinnerEntry {
  return {
    vo: {
      gameId: index,
      iconUrl: `/icons/${index}.png`,
      customerName: `pl***${index}`,
      winAmount: `${1000 + index}.00`,
      gameName: `Game ${index}`,
    },
  };
}

function serve(count: number) {
  return stubApi(({ url }) =>
    url.pathname === '/wps/relay/GCSGAME_getRankList'
      ? { body: { success: true, message: '', value: { list: Array.from({ length: count }, (_, i) => winner(i)) } } }
      : undefined,
  );
}

const names = () => screen.queryAllByTestId('winner-name').map((name) => name.textContent);
/** The rows a reader sees: the sixth, beneath the view for the slide, is hidden from them. */
const visibleNames = () =>
  screen
    .queryAllByTestId('winner-row')
    .filter((row) => row.getAttribute('aria-hidden') !== 'true')
    .map((row) => row.querySelector('[data-testid="winner-name"]')?.textContent);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('WinnersTicker', () => {
  it('asks for 50 winners and shows five, then the next one every 3 seconds', async () => {
    const api = serve(8);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<WinnersTicker currency="THB" />);
    await screen.findAllByTestId('winner-row');
    expect(api[0]?.url.searchParams.get('limitNum')).toBe('50');
    expect(visibleNames()).toEqual(['pl***0', 'pl***1', 'pl***2', 'pl***3', 'pl***4']);
    expect(screen.getAllByTestId('winner-row')[0]?.textContent).toContain('1,000.00');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(visibleNames()).toEqual(['pl***1', 'pl***2', 'pl***3', 'pl***4', 'pl***5']);
  });

  it('stands still when paused', async () => {
    serve(8);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<WinnersTicker currency="THB" />);
    await screen.findAllByTestId('winner-row');
    fireEvent.click(screen.getByTestId('winners-pause'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(7_000);
    });
    expect(visibleNames()[0]).toBe('pl***0');
  });

  it('keeps a short list still and says so when nobody has won yet', async () => {
    serve(3);
    renderWithProviders(<WinnersTicker currency="THB" />);
    await screen.findAllByTestId('winner-row');
    expect(names()).toEqual(['pl***0', 'pl***1', 'pl***2']);
    expect(screen.queryByTestId('winners-pause')).toBeNull();
    cleanup();
    serve(0);
    renderWithProviders(<WinnersTicker currency="THB" />);
    expect(await screen.findByTestId('winners-empty')).toBeTruthy();
  });
});
