import type { GameRecord, GameRecordPage, VendorLanes } from '@croupier/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { resetMemberSessionForTests, startMemberSession } from '@/lib/member-session';
import { ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { BettingRecordPage } from './betting-record-page';

const round: GameRecord = {
  roundId: '5a0f3c2e-8b1d-4c6e-9f7a-2d3b4c5e6f70',
  kind: 'round',
  reference: '2D3B4C5E',
  draw: null,
  gameName: 'Fortune Tiger',
  gameCode: 'fortune-tiger',
  vassalage: 'PG',
  vendorName: '',
  gameType: 'RNG',
  stake: '100.00',
  win: '350.00',
  net: '250.00',
  currency: 'THB',
  status: 'settled',
  startedAt: '2026-11-21T07:00:00.000Z',
  settledAt: '2026-11-21T07:00:02.000Z',
};

const lostRound: GameRecord = { ...round, roundId: 'r-2', win: '0.00', net: '-40.00', stake: '40.00' };

const lotteryTicket: GameRecord = {
  ...round,
  roundId: 'L261121A1B2C3D4E5:1:7',
  kind: 'lottery',
  reference: 'L261121A1B2C3D4E5',
  draw: '20261121-0420',
  gameName: 'Fast 3 1 min',
  gameCode: 'K3_1',
  vassalage: 'LOTT',
  gameType: 'LOTT',
  stake: '20.00',
  win: '0.00',
  net: '-20.00',
  status: 'open',
  settledAt: null,
};

function recordPage(content: GameRecord[], totalPages = 1): GameRecordPage {
  return {
    content,
    pageNum: 1,
    totalPages,
    total: content.length,
    totals: { rounds: 42, stake: '1234.50', win: '1000.00', net: '-234.50' },
  };
}

const lanes: VendorLanes = {
  lanes: [
    {
      title: 'RNG',
      gameCategory: 'RNG',
      vendors: ['PG'],
      cards: {
        PG: { vendor: 'PG', name: 'PG Soft', iconUrl: '', gameCount: 1, walletModel: 'seamless', maintenance: false },
      },
      gameClassify: [],
    },
  ],
};

beforeEach(async () => {
  // Only the clock is faked, so timers of the query client and of waitFor run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  // 18:00 UTC on the 21st is already the 22nd in Bangkok.
  vi.setSystemTime(new Date('2026-11-21T18:00:00Z'));
  localStorage.clear();
  sessionStorage.clear();
  resetMemberSessionForTests();
  startMemberSession({ token: 'token-1' });
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function recordCalls(calls: ReturnType<typeof stubApi>) {
  return calls.filter((call) => call.url.pathname === '/wps/game/records');
}

describe('BettingRecordPage', () => {
  it('shows the rounds in the brand time zone and the totals of the whole filter', async () => {
    const calls = stubApi(({ url }) => {
      if (url.pathname === '/wps/relay/GCSGAME_newGameVendor') return ok(lanes);
      if (url.pathname === '/wps/game/records') return ok(recordPage([round, lostRound, lotteryTicket]));
      return undefined;
    });
    renderWithProviders(<BettingRecordPage timeZone="Asia/Bangkok" currency="THB" />);

    const rows = await screen.findAllByTestId('record-row');
    expect(rows).toHaveLength(3);
    const [won, lost, ticket] = rows;
    // A player reads references, never the vendor's raw round id.
    expect(won?.textContent).toContain('Round 2D3B4C5E');
    expect(won?.textContent).not.toContain(round.roundId);
    expect(ticket?.textContent).toContain('Order L261121A1B2C3D4E5');
    expect(ticket?.textContent).toContain('Lottery · Draw 20261121-0420');
    expect(ticket?.textContent).toContain('Fast 3 1 min');
    expect(ticket?.textContent).toContain('-฿20.00');
    expect(won?.textContent).toContain('Fortune Tiger');
    expect(won?.textContent).toContain('2026/11/21 14:00:00');
    expect(won?.textContent).toContain('+฿250.00');
    expect(won?.textContent).toContain('Slots');
    expect(won?.textContent).toContain('Settled');
    expect(lost?.textContent).toContain('-฿40.00');
    await waitFor(() => expect(won?.textContent).toContain('PG Soft'));

    const totals = screen.getByTestId('records-totals');
    expect(within(totals).getByTestId('records-total-rounds').textContent).toContain('42');
    expect(within(totals).getByTestId('records-total-stake').textContent).toContain('฿1,234.50');
    expect(within(totals).getByTestId('records-total-net').textContent).toContain('-฿234.50');

    // The filter's days in the spec's format, not the browser locale's.
    expect(screen.getByTestId('range-start-date')).toHaveProperty('value', '2026/11/16');
    expect(screen.getByTestId('range-end-date')).toHaveProperty('value', '2026/11/22');

    const first = recordCalls(calls)[0]?.url.searchParams;
    expect(Object.fromEntries(first ?? [])).toEqual({
      pageNo: '1',
      pageSize: '20',
      startDate: '2026-11-16',
      endDate: '2026-11-22',
    });
  });

  it("names each round's vendor by its display name, never by its code", async () => {
    const transferTable: GameRecord = {
      ...round,
      roundId: 'r-3',
      gameName: 'Baccarat',
      vassalage: 'CROUPIER_TW',
      vendorName: 'Croupier Studio · Transfer wallet',
      gameType: 'LIVE',
    };
    const retired: GameRecord = { ...round, roundId: 'r-4', vassalage: 'OLD_VENDOR_X', vendorName: '' };
    stubApi(({ url }) => {
      if (url.pathname === '/wps/relay/GCSGAME_newGameVendor') return ok(lanes);
      if (url.pathname === '/wps/game/records') return ok(recordPage([transferTable, retired]));
      return undefined;
    });
    renderWithProviders(<BettingRecordPage timeZone="Asia/Bangkok" currency="THB" />);

    const [table, old] = await screen.findAllByTestId('record-row');
    expect(table?.textContent).toContain('Croupier Studio · Transfer wallet');
    expect(old?.textContent).toContain('Other provider');
    expect(document.body.textContent).not.toMatch(/CROUPIER_TW|OLD_VENDOR_X/);
  });

  it('starts again from the first page with the new query when a filter changes', async () => {
    const calls = stubApi(({ url }) => {
      if (url.pathname === '/wps/relay/GCSGAME_newGameVendor') return ok(lanes);
      if (url.pathname === '/wps/game/records') return ok(recordPage([round], 3));
      return undefined;
    });
    renderWithProviders(<BettingRecordPage timeZone="Asia/Bangkok" currency="THB" />);
    await screen.findByTestId('record-row');

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(recordCalls(calls).at(-1)?.url.searchParams.get('pageNo')).toBe('2'));

    fireEvent.change(screen.getByTestId('records-category-filter'), { target: { value: 'RNG' } });
    await waitFor(() => expect(recordCalls(calls).at(-1)?.url.searchParams.get('gameType')).toBe('RNG'));
    expect(recordCalls(calls).at(-1)?.url.searchParams.get('pageNo')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(recordCalls(calls).at(-1)?.url.searchParams.get('pageNo')).toBe('3'));

    fireEvent.click(screen.getByTestId('range-quick-yesterday'));
    await waitFor(() =>
      expect(Object.fromEntries(recordCalls(calls).at(-1)?.url.searchParams ?? [])).toEqual({
        pageNo: '1',
        pageSize: '20',
        startDate: '2026-11-21',
        endDate: '2026-11-21',
        gameType: 'RNG',
      }),
    );

    fireEvent.change(screen.getByTestId('records-vendor-filter'), { target: { value: 'PG' } });
    await waitFor(() => expect(recordCalls(calls).at(-1)?.url.searchParams.get('vassalage')).toBe('PG'));
    expect(screen.getByTestId('range-quick-yesterday').getAttribute('aria-pressed')).toBe('true');
  });

  it('says so when no round matches, and offers a retry when the call fails', async () => {
    let failing = true;
    stubApi(({ url }) => {
      if (url.pathname !== '/wps/game/records') return undefined;
      if (failing)
        return { status: 500, body: { success: false, message: 'Boom', value: null, code: 'INTERNAL_ERROR' } };
      return ok({ ...recordPage([]), totals: { rounds: 0, stake: '0.00', win: '0.00', net: '0.00' } });
    });
    renderWithProviders(<BettingRecordPage timeZone="Asia/Bangkok" currency="THB" />);

    const error = await screen.findByTestId('records-error');
    expect(error.textContent).toContain('Boom');
    failing = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));

    const empty = await screen.findByTestId('records-empty');
    expect(empty.textContent).toContain('No bets in these dates');
    expect(screen.queryByTestId('records-totals')).toBeNull();
  });
});
