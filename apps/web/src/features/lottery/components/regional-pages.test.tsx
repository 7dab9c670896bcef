import type { LotteryMenus } from '@croupier/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { resetMemberSessionForTests, startMemberSession } from '@/lib/member-session';
import { ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { drawHistory, fixedOddsTable, nearNumeros, recordPage } from '../lottery-test-data';
import { LotteryPage, VietnamLotteryPage } from './lottery-page';

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

const settings = { currency: 'THB', timeZone: 'Asia/Bangkok', onBalanceChange: vi.fn() };

const vietnamMenus: LotteryMenus = {
  VN_N: {
    labelName: 'Miền Bắc',
    gameGroupCode: 'VN_N',
    gameGroupId: 20,
    gameMenus: [
      { gameId: 40, code: 'VN_N', remark: 'Miền Bắc', gameGroupCode: 'VN_N', defaultPlayType: 1, tag: [], today: true },
    ],
  },
  VN_S: {
    labelName: 'Miền Nam',
    gameGroupCode: 'VN_S',
    gameGroupId: 22,
    gameMenus: [
      {
        gameId: 41,
        code: 'VN_S_HCM',
        remark: 'TP. Hồ Chí Minh',
        gameGroupCode: 'VN_S',
        defaultPlayType: 1,
        tag: [],
        today: false,
      },
    ],
  },
};

const northernLo = fixedOddsTable('VN_N', [
  {
    code: 'VN_LO_2',
    name: 'Lô 2 digits',
    localName: 'Lô 2 số (bao lô)',
    pricing: 'fixed-odds',
    prizes: [{ level: 'LO', prize: '98.500' }],
    costUnits: 27,
    sampleSelections: ['27'],
  },
]);

describe('VietnamLotteryPage', () => {
  it('marks today’s provinces, takes typed numbers and shows the real cost of a northern lô', async () => {
    stubApi(({ url }) => {
      if (url.pathname === '/lgw/vn/games/game_menu') return ok(vietnamMenus);
      if (url.pathname === '/lgw/vn/numeros/opened/game') return ok({});
      if (url.pathname === '/lgw/numeros/near') return ok(nearNumeros('VN_N', 3_600_000));
      if (url.pathname === '/lgw/games/bonus') return ok(northernLo);
      if (url.pathname === '/lgw/draw/code/VN_N')
        return ok(drawHistory('VN_N', 'VN_N', ['DB:12345|G1:67890|G7:11,22,33,44']));
      if (url.pathname === '/lgw/orders/records') return ok(recordPage([]));
      return undefined;
    });
    renderWithProviders(<VietnamLotteryPage settings={settings} />, { route: '/vnLottery' });

    expect((await screen.findByTestId('lottery-menu-game-VN_N')).textContent).toContain('Today');
    const input = await screen.findByTestId('vn-number-input');
    fireEvent.change(input, { target: { value: '12 34 7' } });
    expect(screen.getByTestId('lottery-bet-count').textContent).toBe('2');
    expect(screen.getByText('Not 2-digit numbers: 7')).toBeTruthy();
    // 2 numbers × 10.00 × 27 units.
    expect(screen.getByTestId('lottery-total').textContent).toBe('540.00');
    expect(screen.getByTestId('lottery-pick-34').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('lottery-pick-56'));
    expect((input as HTMLTextAreaElement).value).toBe('12 34 56');

    const table = await screen.findByTestId('lottery-result-table');
    expect(within(table).getByText('Special').closest('tr')?.textContent).toContain('12345');
    expect(within(table).getByText('7th').closest('tr')?.textContent).toContain('44');
  });
});

describe('LotteryPage on /seaLottery', () => {
  it('shows the Thai result as a prize table and takes three-digit numbers', async () => {
    const calls = stubApi(({ url }) => {
      if (url.pathname === '/lgw/games/game_menus')
        return ok({
          TH: {
            labelName: 'Thai',
            gameGroupCode: 'TH',
            gameGroupId: 9,
            gameMenus: [
              {
                gameId: 50,
                code: 'TH_GLO',
                remark: 'Thai Government Lottery',
                gameGroupCode: 'TH',
                defaultPlayType: 1,
                tag: [],
              },
            ],
          },
        });
      if (url.pathname === '/lgw/numeros/near') return ok(nearNumeros('TH_GLO', 5_000_000_000));
      if (url.pathname === '/lgw/games/bonus')
        return ok(
          fixedOddsTable('TH_GLO', [
            {
              code: 'TH_THREE_TOP',
              name: 'Three top',
              localName: '3 ตัวบน',
              pricing: 'fixed-odds',
              prizes: [{ level: 'WIN', prize: '900.000' }],
              costUnits: 1,
              sampleSelections: ['123'],
            },
          ]),
        );
      if (url.pathname === '/lgw/draw/code/TH_GLO')
        return ok(drawHistory('TH_GLO', 'TH', ['590424|289,245|591,219|98']));
      if (url.pathname === '/lgw/orders/records') return ok(recordPage([]));
      return undefined;
    });
    renderWithProviders(<LotteryPage area="sea" settings={settings} />, { route: '/seaLottery?gameCode=TH_GLO' });

    const table = await screen.findByTestId('lottery-result-table');
    expect(within(table).getByText('First prize').closest('tr')?.textContent).toContain('590424');
    expect(within(table).getByText('Back three').closest('tr')?.textContent).toContain('219');
    // A draw over 1000 hours away has no countdown.
    await waitFor(() => expect(screen.getByTestId('lottery-countdown').textContent).toBe('--:--:--'));
    fireEvent.change(await screen.findByTestId('vn-number-input'), { target: { value: '123 456' } });
    expect(screen.getByTestId('lottery-bet-count').textContent).toBe('2');
    expect(calls.find((call) => call.url.pathname === '/lgw/games/game_menus')?.url.searchParams.get('prizeMode')).toBe(
      'SEA',
    );
  });
});
