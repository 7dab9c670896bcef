import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { resetMemberSessionForTests, startMemberSession } from '@/lib/member-session';
import { ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { LotteryHomeWidgets } from './home-widgets';

beforeEach(async () => {
  localStorage.clear();
  resetMemberSessionForTests();
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces('lottery');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const opened = Array.from({ length: 8 }, (_, index) => ({
  gameId: index,
  gameCode: `K3_${index + 1}`,
  remark: `K3 ${index + 1} min`,
  gameGroupCode: 'K3',
  numero: `2026112100${index}`,
  remainTime: 125_000,
  lockTime: 5,
  isSale: true,
  defaultPlayType: 2,
  liveVideoSwitch: false,
}));

const latest = [
  {
    gameId: 1,
    gameCode: 'WINGO_1',
    remark: 'WinGo 1 min',
    gameGroupCode: 'WINGO',
    numero: '202611210100',
    winNo: '5',
    drawTime: '2026-11-21T01:40:00.000Z',
  },
  {
    gameId: 2,
    gameCode: 'VN_N',
    remark: 'Miền Bắc',
    gameGroupCode: 'VN_N',
    numero: '20261120',
    winNo: 'DB:12345|G1:67890',
    drawTime: '2026-11-20T11:30:00.000Z',
  },
];

describe('LotteryHomeWidgets', () => {
  it('shows six countdown cards and the latest results to a member', async () => {
    startMemberSession({ token: 'token-1' });
    stubApi(({ url }) => {
      if (url.pathname === '/lgw/games/opened/numero') return ok(opened);
      if (url.pathname === '/lgw/draw') return ok(latest);
      return undefined;
    });
    renderWithProviders(<LotteryHomeWidgets signedIn onOpenLogin={vi.fn()} />);
    const strip = await screen.findByTestId('lottery-home-countdowns');
    expect(await within(strip).findAllByRole('button')).toHaveLength(6);
    expect(within(strip).getAllByText('00:02:00').length).toBeGreaterThan(0);
    const results = await screen.findByTestId('lottery-home-results');
    expect(results.textContent).toContain('12345');
  });

  it('asks a visitor to log in instead of opening a game, and never asks for the members’ countdowns', async () => {
    const onOpenLogin = vi.fn();
    const calls = stubApi(({ url }) => (url.pathname === '/lgw/draw' ? ok(latest) : undefined));
    renderWithProviders(<LotteryHomeWidgets signedIn={false} onOpenLogin={onOpenLogin} />);
    const results = await screen.findByTestId('lottery-home-results');
    fireEvent.click((await within(results).findAllByRole('button'))[0] as HTMLElement);
    expect(onOpenLogin).toHaveBeenCalled();
    expect(calls.some((call) => call.url.pathname === '/lgw/games/opened/numero')).toBe(false);
  });
});
