import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { resetMemberSessionForTests, startMemberSession } from '@/lib/member-session';
import { failure, ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { drawHistory, nearNumeros, recordPage, ticket, wingoMenus, wingoTable } from '../lottery-test-data';
import { LotteryPage } from './lottery-page';

beforeEach(async () => {
  localStorage.clear();
  resetMemberSessionForTests();
  startMemberSession({ token: 'token-1' });
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces('lottery');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubLottery(
  placeAnswer = ok({
    orderNo: 'LT100001',
    totalAmount: '10.00',
    balance: '90.00',
    currency: 'THB',
    tickets: [ticket()],
  }),
) {
  return stubApi(({ url, method }) => {
    switch (url.pathname) {
      case '/lgw/games/game_menus':
        return ok(wingoMenus);
      case '/lgw/numeros/near':
        return ok(nearNumeros(url.searchParams.get('gameCode') ?? ''));
      case '/lgw/games/bonus':
        return ok(wingoTable);
      case '/lgw/draw/code/WINGO_1':
        return ok(drawHistory('WINGO_1', 'WINGO', ['7', '0', '5']));
      case '/lgw/orders/records':
        return ok(recordPage(url.searchParams.get('open') === 'true' ? [ticket()] : []));
      case '/lgw/orders':
        return method === 'POST' ? placeAnswer : undefined;
      default:
        return undefined;
    }
  });
}

const settings = { currency: 'THB', timeZone: 'Asia/Bangkok' };

describe('LotteryPage', () => {
  it('shows the game menu, the numero on sale with its countdown, results and open bets', async () => {
    const calls = stubLottery();
    renderWithProviders(<LotteryPage area="lottery" settings={{ ...settings, onBalanceChange: vi.fn() }} />, {
      route: '/lottery?gameCode=WINGO_1',
    });

    await waitFor(() => expect(screen.getByTestId('lottery-numero').textContent).toBe('202611210101'));
    // 65 s to the draw less the 5 s close lead (and a negligible round trip in the test).
    await waitFor(() => expect(screen.getByTestId('lottery-countdown').textContent).toMatch(/^00:01:00$|^00:00:59$/));
    expect(screen.getByTestId('lottery-menu-game-WINGO_3').textContent).toContain('NEW');
    expect(await screen.findAllByTestId('lottery-result-row')).toHaveLength(3);
    expect(screen.getAllByTestId('lottery-verify-link')[0]?.getAttribute('href')).toBe(
      '/fairness?gameCode=WINGO_1&numero=202611210100',
    );
    expect(
      within(await screen.findByTestId('lottery-open-bets')).getByTestId('lottery-my-bet-row').textContent,
    ).toContain('Pending');
    const menuCall = calls.find((call) => call.url.pathname === '/lgw/games/game_menus');
    expect(menuCall?.url.searchParams.get('prizeMode')).toBe('ELOTT');
  });

  it('builds a bet, shows the count and total, and places it with an idempotency key', async () => {
    const onBalanceChange = vi.fn();
    const calls = stubLottery();
    renderWithProviders(<LotteryPage area="lottery" settings={{ ...settings, onBalanceChange }} />, {
      route: '/lottery?gameCode=WINGO_1',
    });

    fireEvent.click(await screen.findByTestId('lottery-pick-7'));
    fireEvent.click(screen.getByTestId('lottery-pick-3'));
    expect(screen.getByTestId('lottery-bet-count').textContent).toBe('2');
    fireEvent.change(screen.getByTestId('lottery-stake-input'), { target: { value: '5' } });
    expect(screen.getByTestId('lottery-total').textContent).toBe('10.00');

    fireEvent.click(screen.getByTestId('lottery-submit'));
    fireEvent.click(await screen.findByTestId('lottery-confirm'));

    await waitFor(() => expect(onBalanceChange).toHaveBeenCalled());
    const order = calls.find((call) => call.url.pathname === '/lgw/orders' && call.method === 'POST');
    expect(JSON.parse(order?.body ?? '{}')).toEqual({
      gameCode: 'WINGO_1',
      numero: '202611210101',
      prizeMode: 'ELOTT',
      bets: [{ pricing: 'fixed-odds', betTypeCode: 'WINGO_NUMBER', selection: '3,7', unitStake: '5.00' }],
    });
    expect(order?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByTestId('lottery-bet-count').textContent).toBe('0');
  });

  it('switches bet type, quick-picks a valid selection and chases over several draws', async () => {
    const calls = stubLottery();
    renderWithProviders(<LotteryPage area="lottery" settings={{ ...settings, onBalanceChange: vi.fn() }} />, {
      route: '/lottery?gameCode=WINGO_1',
    });
    fireEvent.click(await screen.findByTestId('lottery-bet-type-WINGO_BIG_SMALL'));
    fireEvent.click(screen.getByTestId('lottery-quick-pick'));
    expect(screen.getByTestId('lottery-bet-count').textContent).toBe('1');
    fireEvent.click(screen.getByTestId('lottery-chase-toggle'));
    fireEvent.change(screen.getByTestId('lottery-chase-periods'), { target: { value: '3' } });
    expect(screen.getByTestId('lottery-total').textContent).toBe('30.00');
    fireEvent.click(screen.getByTestId('lottery-submit'));
    fireEvent.click(await screen.findByTestId('lottery-confirm'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const body = JSON.parse(calls.find((call) => call.method === 'POST')?.body ?? '{}') as {
      chase: unknown;
      bets: { selection: string }[];
    };
    expect(body.chase).toEqual({ periods: 3, stopOnWin: true });
    expect(['BIG', 'SMALL']).toContain(body.bets[0]?.selection);
  });

  it('shows the server refusal in the player language and keeps the slip', async () => {
    stubLottery(failure(409, 'DRAW_CLOSED', ''));
    renderWithProviders(<LotteryPage area="lottery" settings={{ ...settings, onBalanceChange: vi.fn() }} />, {
      route: '/lottery?gameCode=WINGO_1',
    });
    fireEvent.click(await screen.findByTestId('lottery-pick-7'));
    fireEvent.click(screen.getByTestId('lottery-submit'));
    fireEvent.click(await screen.findByTestId('lottery-confirm'));
    expect((await screen.findByTestId('lottery-order-error')).textContent).toBe(
      'Betting on this draw has closed. Please bet on the next one.',
    );
    expect(screen.getByTestId('lottery-bet-count').textContent).toBe('1');
  });
});

describe('LotteryPage slip list', () => {
  function renderPage(placeAnswer?: Parameters<typeof stubLottery>[0]) {
    const onBalanceChange = vi.fn();
    const calls = stubLottery(placeAnswer);
    renderWithProviders(<LotteryPage area="lottery" settings={{ ...settings, onBalanceChange }} />, {
      route: '/lottery?gameCode=WINGO_1',
    });
    return { calls, onBalanceChange };
  }

  /** Two bets of different types on the list: numbers 3 and 7 at 5 each, then big at 10. */
  async function addTwoBets() {
    fireEvent.click(await screen.findByTestId('lottery-pick-7'));
    fireEvent.click(screen.getByTestId('lottery-pick-3'));
    fireEvent.change(screen.getByTestId('lottery-stake-input'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('lottery-add-to-slip'));
    expect(screen.getByTestId('lottery-bet-count').textContent).toBe('2');
    fireEvent.click(screen.getByTestId('lottery-bet-type-WINGO_BIG_SMALL'));
    fireEvent.click(screen.getByTestId('lottery-pick-BIG'));
    fireEvent.change(screen.getByTestId('lottery-stake-input'), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('lottery-add-to-slip'));
  }

  const placedBodies = (calls: ReturnType<typeof stubLottery>) =>
    calls.filter((call) => call.url.pathname === '/lgw/orders' && call.method === 'POST');

  it('collects bets of different types and places them in one order with one idempotency key', async () => {
    const { calls, onBalanceChange } = renderPage();
    await addTwoBets();

    const items = within(screen.getByTestId('lottery-slip-list')).getAllByTestId('lottery-slip-item');
    expect(items.map((item) => item.getAttribute('data-bet-type'))).toEqual(['WINGO_NUMBER', 'WINGO_BIG_SMALL']);
    expect(items[0]?.textContent).toContain('Number');
    expect(items[0]?.textContent).toContain('3,7');
    expect(items[0]?.textContent).toContain('10.00');
    expect(items[1]?.textContent).toContain('Big');
    // The pickers were cleared, so the total is the list's alone: 10 + 10.
    expect(screen.getByTestId('lottery-pick-BIG').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('lottery-bet-count').textContent).toBe('3');
    expect(screen.getByTestId('lottery-total').textContent).toBe('20.00');

    fireEvent.click(screen.getByTestId('lottery-submit'));
    const dialog = await screen.findByTestId('lottery-confirm-dialog');
    expect(within(dialog).getAllByTestId('lottery-confirm-bet')).toHaveLength(2);
    fireEvent.click(within(dialog).getByTestId('lottery-confirm'));

    await waitFor(() => expect(onBalanceChange).toHaveBeenCalled());
    const placed = placedBodies(calls);
    expect(placed).toHaveLength(1);
    expect(JSON.parse(placed[0]?.body ?? '{}')).toEqual({
      gameCode: 'WINGO_1',
      numero: '202611210101',
      prizeMode: 'ELOTT',
      bets: [
        { pricing: 'fixed-odds', betTypeCode: 'WINGO_NUMBER', selection: '3,7', unitStake: '5.00' },
        { pricing: 'fixed-odds', betTypeCode: 'WINGO_BIG_SMALL', selection: 'BIG', unitStake: '10.00' },
      ],
    });
    expect(placed[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    // A placed order empties the list.
    await waitFor(() => expect(screen.queryByTestId('lottery-slip-list')).toBeNull());
    expect(screen.getByTestId('lottery-bet-count').textContent).toBe('0');
  });

  it('adds a complete current selection to the list total and to the order', async () => {
    const { calls } = renderPage();
    await addTwoBets();
    fireEvent.click(screen.getByTestId('lottery-pick-SMALL'));
    expect(screen.getByTestId('lottery-bet-count').textContent).toBe('4');
    expect(screen.getByTestId('lottery-total').textContent).toBe('30.00');

    fireEvent.click(screen.getByTestId('lottery-submit'));
    fireEvent.click(await screen.findByTestId('lottery-confirm'));
    await waitFor(() => expect(placedBodies(calls)).toHaveLength(1));
    const body = JSON.parse(placedBodies(calls)[0]?.body ?? '{}') as { bets: { selection: string }[] };
    expect(body.bets.map((bet) => bet.selection)).toEqual(['3,7', 'BIG', 'SMALL']);
  });

  it('refuses the same selection twice with a message', async () => {
    renderPage();
    fireEvent.click(await screen.findByTestId('lottery-pick-7'));
    fireEvent.click(screen.getByTestId('lottery-add-to-slip'));
    fireEvent.click(screen.getByTestId('lottery-pick-7'));
    expect(screen.getByTestId('lottery-slip-list-problem').textContent).toBe(
      'These numbers are already on your slip. To change the stake, remove them and add them again.',
    );
    expect(screen.getByTestId('lottery-add-to-slip')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('lottery-submit')).toHaveProperty('disabled', true);
    expect(screen.getAllByTestId('lottery-slip-item')).toHaveLength(1);
  });

  it('removes a bet from the list', async () => {
    renderPage();
    await addTwoBets();
    fireEvent.click(screen.getByTestId('lottery-slip-remove-0'));
    const items = screen.getAllByTestId('lottery-slip-item');
    expect(items.map((item) => item.getAttribute('data-bet-type'))).toEqual(['WINGO_BIG_SMALL']);
    expect(screen.getByTestId('lottery-total').textContent).toBe('10.00');
    fireEvent.click(screen.getByTestId('lottery-slip-remove-0'));
    expect(screen.queryByTestId('lottery-slip-list')).toBeNull();
    expect(screen.getByTestId('lottery-total').textContent).toBe('—');
    expect(screen.getByTestId('lottery-submit')).toHaveProperty('disabled', true);
  });

  it('keeps the list and shows the translated refusal when the order fails', async () => {
    const { calls } = renderPage(failure(409, 'DRAW_CLOSED', ''));
    await addTwoBets();
    fireEvent.click(screen.getByTestId('lottery-submit'));
    fireEvent.click(await screen.findByTestId('lottery-confirm'));
    expect((await screen.findByTestId('lottery-order-error')).textContent).toBe(
      'Betting on this draw has closed. Please bet on the next one.',
    );
    expect(placedBodies(calls)).toHaveLength(1);
    expect(screen.getAllByTestId('lottery-slip-item')).toHaveLength(2);
    expect(screen.getByTestId('lottery-total').textContent).toBe('20.00');
  });

  it('clears the list when the player switches game, and says so', async () => {
    renderPage();
    await addTwoBets();
    fireEvent.click(screen.getByTestId('lottery-menu-game-WINGO_3'));
    expect((await screen.findByTestId('lottery-slip-cleared-note')).textContent).toContain('(2)');
    expect(screen.queryByTestId('lottery-slip-list')).toBeNull();
  });
});
