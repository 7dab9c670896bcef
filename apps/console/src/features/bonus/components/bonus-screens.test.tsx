// @vitest-environment jsdom
import type { BonusCostReport, ConsoleBonusGrant } from '@croupier/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import type { Call } from '@/test/console-harness';
import { prepareJsdom, renderInConsole, stubApi } from '@/test/console-harness';
import BonusCostScreen, { costTotals } from './bonus-cost-screen';
import BonusGrantsScreen from './bonus-grants-screen';
import { contributionsOf, PolicyForm } from './bonus-policy-screen';

const terms = {
  turnoverMultiplier: 10,
  basis: 'bonus' as const,
  productFamily: 'casino' as const,
  maxBet: '50.00',
  maxWinMultiplier: null,
  expiryDays: 7,
  contributions: [],
};
const activeGrant: ConsoleBonusGrant = {
  id: '0190a0a0-0000-7000-8000-0000000000b1',
  username: 'somchai',
  promotionId: null,
  source: 'promotion',
  title: 'First deposit 100%',
  status: 'active',
  currency: 'THB',
  granted: '1000.00',
  balance: '800.00',
  turnoverRequired: '10000.00',
  turnoverDone: '2500.00',
  turnoverRemaining: '7500.00',
  converted: '0.00',
  forfeited: '0.00',
  forfeitReason: null,
  terms,
  createdAt: '2026-11-20T03:00:00.000Z',
  activatedAt: '2026-11-20T03:00:00.000Z',
  expiresAt: '2026-11-27T03:00:00.000Z',
  closedAt: null,
};
const forfeitedGrant: ConsoleBonusGrant = {
  ...activeGrant,
  id: '0190a0a0-0000-7000-8000-0000000000b2',
  title: 'Reload 50%',
  status: 'forfeited',
  balance: '0.00',
  forfeited: '300.00',
  forfeitReason: 'withdrawal',
};

beforeAll(async () => {
  await i18n.changeLanguage('en');
  prepareJsdom();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('grant search', () => {
  const answer = (call: Call) =>
    call.method === 'GET' ? { content: [activeGrant, forfeitedGrant], pageNum: 1, totalPages: 1, total: 2 } : {};

  it("finds a player's grants with balance, turnover progress, expiry and terms", async () => {
    const calls = stubApi(answer);
    renderInConsole(<BonusGrantsScreen />);
    fireEvent.change(screen.getByLabelText('Player username'), { target: { value: ' somchai ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const row = (await screen.findByText('First deposit 100%')).closest('tr') as HTMLElement;
    expect(calls[0]?.path).toBe('/bo/bonus-grants/demo');
    expect(calls[0]?.query.get('username')).toBe('somchai');
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText('800.00')).toBeTruthy();
    expect(within(row).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(within(row).getByText('2,500.00 / 10,000.00 (25.0%)')).toBeTruthy();
    expect(within(row).getByText('2026/11/27 10:00')).toBeTruthy();
    expect(within(row).getByText('Turnover 10×')).toBeTruthy();
    expect(within(row).getByText('Max bet 50.00')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Re-credit' })).toBeNull();
    const closed = screen.getByText('Reload 50%').closest('tr') as HTMLElement;
    expect(within(closed).getByText('Withdrawal requested')).toBeTruthy();
    expect(within(closed).queryByRole('button', { name: 'Forfeit' })).toBeNull();
  });

  it('forfeits with a reason and note after saying what is lost', async () => {
    const calls = stubApi(answer);
    renderInConsole(<BonusGrantsScreen />, '/?username=somchai');
    const row = (await screen.findByText('First deposit 100%')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Forfeit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/800.00 THB/)).toBeTruthy();
    expect(within(dialog).getByText(/own money and cash winnings are not touched/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'terms_breach' } });
    fireEvent.change(within(dialog).getByLabelText('Note (kept in the audit log)'), {
      target: { value: 'Bet pattern against the terms' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Forfeit' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe(`/bo/bonus-grants/demo/${activeGrant.id}/forfeit`);
    expect(post?.body).toEqual({ reason: 'terms_breach', note: 'Bet pattern against the terms' });
  });

  it('re-credits a closed grant with its forfeited amount by default', async () => {
    const calls = stubApi(answer);
    renderInConsole(<BonusGrantsScreen />, '/?username=somchai');
    const row = (await screen.findByText('Reload 50%')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Re-credit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Amount').value).toBe('300.00');
    fireEvent.change(within(dialog).getByLabelText('Note (kept in the audit log)'), {
      target: { value: 'Forfeited by mistake' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Re-credit' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe(`/bo/bonus-grants/demo/${forfeitedGrant.id}/recredit`);
    expect(post?.body).toEqual({ amount: '300.00', note: 'Forfeited by mistake' });
  });
});

describe('bonus policy', () => {
  const saved = {
    profile: 'strict' as const,
    contributions: [
      { scope: 'category' as const, reference: 'RNG', percent: 100 },
      { scope: 'category' as const, reference: 'LIVE', percent: 10 },
    ],
  };

  it('explains each profile and records a profile change only after a confirmation naming it', async () => {
    const calls = stubApi((call) => call.body);
    renderInConsole(<PolicyForm merchant="demo" saved={saved} />);
    expect(screen.getByText(/Turnover at most 10× the bonus, an expiry of at least 7 days/)).toBeTruthy();
    expect(screen.getByText(/Turnover up to 50× the bonus/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/Loose/));
    fireEvent.click(screen.getByRole('button', { name: 'Add a row' }));
    const references = screen.getAllByLabelText('Code');
    fireEvent.change(references[2] as HTMLElement, { target: { value: 'FH' } });
    fireEvent.change(screen.getAllByLabelText('Percent (0 to 100)')[2] as HTMLElement, { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save policy' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Change the profile from Strict to Loose\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save policy' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      profile: 'loose',
      contributions: [...saved.contributions, { scope: 'category', reference: 'FH', percent: 50 }],
    });
  });

  it('refuses rows without a code, outside 0 to 100, or repeated', () => {
    const rows = [
      { scope: 'game' as const, reference: '', percent: '10' },
      { scope: 'vendor' as const, reference: 'PG', percent: '101' },
      { scope: 'default' as const, reference: 'ignored', percent: '0' },
      { scope: 'category' as const, reference: 'RNG', percent: '100' },
      { scope: 'category' as const, reference: 'RNG', percent: '50' },
    ];
    const { contributions, wrong } = contributionsOf(rows);
    expect([...wrong]).toEqual([0, 1, 4]);
    expect(contributions[2]).toEqual({ scope: 'default', reference: '', percent: 0 });
  });
});

describe('cost report', () => {
  const report: BonusCostReport = {
    currency: 'THB',
    rows: [
      {
        day: '2026-11-20',
        promotionId: '0190a0a0-0000-7000-8000-000000000001',
        promotionTitle: 'First deposit 100%',
        grants: 3,
        granted: '3000.10',
        converted: '1000.00',
        forfeited: '0.00',
      },
      {
        day: '2026-11-21',
        promotionId: null,
        promotionTitle: '',
        grants: 1,
        granted: '200.20',
        converted: '0.00',
        forfeited: '200.20',
      },
    ],
  };

  it('sums to the cent', () => {
    expect(costTotals(report)).toEqual({ grants: 4, granted: '3200.30', converted: '1000.00', forfeited: '200.20' });
  });

  it('shows rows per day and offer with their totals, for the days asked', async () => {
    const calls = stubApi(() => report);
    renderInConsole(<BonusCostScreen />);
    expect(await screen.findByText('2026/11/20')).toBeTruthy();
    expect(screen.getByText('Without an offer (operator)')).toBeTruthy();
    const total = screen.getByText('Total (THB)').closest('tr') as HTMLElement;
    expect(within(total).getByText('3,200.30')).toBeTruthy();
    expect(calls[0]?.path).toBe('/bo/bonus-cost/demo');
    expect(calls[0]?.query.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '20261101' } });
    await waitFor(() => expect(calls.some((call) => call.query.get('from') === '2026-11-01')).toBe(true));
  });
});
