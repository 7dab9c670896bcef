// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TicketView } from '../../src/api/player-api.js';
import { FootballEventRows } from '../board/event-rows';
import { AppShell } from '../layout/app-shell';
import { footballEventFixture } from '../test/fixtures';
import { renderWithProviders } from '../test/render-with-providers';

const ticket = (overrides: Partial<TicketView> = {}): TicketView => ({
  ticketId: 'internal-7f3a',
  reference: 'SB-4K7Q2',
  kind: 'single',
  status: 'PENDING',
  stake: '10000',
  potentialReturn: '19500',
  placedAt: '2026-11-27T12:30:00.000Z',
  legs: [],
  ...overrides,
});

function answer(status: number, body: unknown) {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

function renderBoardAndSlip() {
  renderWithProviders(
    <AppShell>
      <FootballEventRows event={footballEventFixture} />
    </AppShell>,
  );
  const slip = screen.getByRole('complementary');
  return { slip };
}

const homeHandicapPrice = () =>
  document.querySelector<HTMLButtonElement>('[data-odds-key="ev-1|ft_ah_rest|hcp=-0.5|score=1:0|home"]');

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('bet slip', () => {
  it('a tapped live handicap shows the score it counts from and the return of the typed stake', () => {
    const { slip } = renderBoardAndSlip();
    fireEvent.click(homeHandicapPrice()!);
    expect(within(slip).getByText('Red Lions')).toBeTruthy();
    expect(within(slip).getByTestId('slip-score').textContent).toBe(
      'Handicap counts from the score 1:0 (goals after your bet only)',
    );
    fireEvent.change(within(slip).getByRole('textbox'), { target: { value: '100' } });
    expect(within(slip).getByTestId('slip-return').textContent).toBe('฿195.00');
    expect(within(slip).getByTestId('slip-to-win').textContent).toBe('฿95.00');
    // A preset from the session fills the stake box.
    fireEvent.click(within(slip).getByRole('button', { name: '500' }));
    expect(within(slip).getByTestId('slip-return').textContent).toBe('฿975.00');
    expect(screen.getByTestId('slip-count').textContent).toBe('1');
  });

  it('a suspended market shows a lock and no price to tap', () => {
    renderBoardAndSlip();
    expect(document.querySelector('[data-odds-key="ev-1|ft_ou|total=2.5|over"]')).toBeNull();
    expect(screen.getAllByTitle('Suspended').length).toBe(2);
  });

  it('the odds format switch changes every two-way price, keeps 1X2 decimal and is remembered', () => {
    renderBoardAndSlip();
    const away = () =>
      document.querySelector('[data-odds-key="ev-1|ft_ah_rest|hcp=-0.5|score=1:0|away"] .odds-price')?.textContent;
    const draw = () => document.querySelector('[data-odds-key="ev-1|ft_1x2|X"] .odds-price')?.textContent;
    expect(away()).toBe('1.90');
    const select = screen.getByRole('combobox', { name: 'Odds format' });
    fireEvent.change(select, { target: { value: 'hongkong' } });
    expect(away()).toBe('0.90');
    fireEvent.change(select, { target: { value: 'indonesian' } });
    expect(away()).toBe('-1.12');
    expect(
      document.querySelector('[data-odds-key="ev-1|ft_ah_rest|hcp=-0.5|score=1:0|away"] .odds-negative'),
    ).not.toBeNull();
    expect(draw()).toBe('3.80');
    expect(window.localStorage.getItem('sportsbook.odds-format')).toBe('indonesian');
    cleanup();
    renderBoardAndSlip();
    expect(away()).toBe('-1.12');
  });

  it('a refusal from the book reads as its sentence, never as the code', async () => {
    const fetchMock = vi.fn(() => answer(409, { code: 'PAYOUT_ABOVE_MAXIMUM', message: 'payout above maximum' }));
    vi.stubGlobal('fetch', fetchMock);
    const { slip } = renderBoardAndSlip();
    fireEvent.click(homeHandicapPrice()!);
    fireEvent.change(within(slip).getByRole('textbox'), { target: { value: '100' } });
    fireEvent.click(within(slip).getByRole('button', { name: 'Place bet' }));
    await waitFor(() =>
      expect(within(slip).getByRole('alert').textContent).toBe(
        'The potential return is above the maximum payout. Lower the stake.',
      ),
    );
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const body = JSON.parse(init.body as string) as {
      stake: string;
      kind: string;
      selections: { oddsVersion: number }[];
    };
    expect(body).toMatchObject({ stake: '10000', kind: 'single', selections: [{ oddsVersion: 4 }] });
  });

  it('an answer it cannot read is a connection error, not a blank', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => answer(502, { error: 'bad gateway' })),
    );
    const { slip } = renderBoardAndSlip();
    fireEvent.click(homeHandicapPrice()!);
    fireEvent.change(within(slip).getByRole('textbox'), { target: { value: '100' } });
    fireEvent.click(within(slip).getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(within(slip).getByRole('alert').textContent).toBe('The connection failed. Try again.'));
  });

  it('a live bet waits for acceptance under its reference, never its internal id', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((path: string) =>
        path.startsWith('/api/tickets?') ? answer(200, { tickets: [] }) : answer(200, ticket()),
      ),
    );
    const { slip } = renderBoardAndSlip();
    fireEvent.click(homeHandicapPrice()!);
    fireEvent.change(within(slip).getByRole('textbox'), { target: { value: '100' } });
    fireEvent.click(within(slip).getByRole('button', { name: 'Place bet' }));
    const receipt = await within(slip).findByTestId('slip-receipt');
    expect(receipt.textContent).toContain('Waiting for acceptance');
    expect(receipt.textContent).toContain('SB-4K7Q2');
    expect(receipt.textContent).not.toContain('internal-7f3a');
  });

  it('parlay mode refuses picks from one match with the reason', () => {
    const { slip } = renderBoardAndSlip();
    fireEvent.click(within(slip).getByRole('tab', { name: 'Parlay' }));
    fireEvent.click(homeHandicapPrice()!);
    fireEvent.change(within(slip).getByRole('textbox'), { target: { value: '100' } });
    expect(within(slip).getByTestId('slip-problem').textContent).toBe('A parlay needs at least 2 picks.');
    // A second pick of the same match replaces the first rather than building an impossible parlay.
    fireEvent.click(document.querySelector('[data-odds-key="ev-1|ft_1x2|X"]')!);
    expect(within(slip).getAllByTestId('slip-line')).toHaveLength(1);
  });
});
