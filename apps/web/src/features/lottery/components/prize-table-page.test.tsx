import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { resetMemberSessionForTests, startMemberSession } from '@/lib/member-session';
import { ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { fixedOddsTable } from '../lottery-test-data';
import { PrizeTablePage } from './prize-table-page';

beforeEach(async () => {
  resetMemberSessionForTests();
  startMemberSession({ token: 'token-1' });
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces('lottery');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PrizeTablePage', () => {
  it('quotes prize-group plays at the series on the slider', async () => {
    const calls = stubApi(({ url }) => {
      if (url.pathname === '/lgw/games')
        return ok([
          {
            gameId: 1,
            gameCode: 'SSC_1',
            remark: 'SSC 1 min',
            gameGroupCode: 'SSC',
            prizeModes: ['LOTT', 'ELOTT'],
            defaultPlayType: 1,
            source: 'IN_HOUSE_RNG',
            cycleSeconds: 60,
            timeZone: 'Asia/Bangkok',
            webIconUrl: '',
            allowCancel: true,
            tag: [],
          },
        ]);
      if (url.pathname === '/lgw/games/bonus') {
        const series = Number(url.searchParams.get('series') ?? 1960);
        return ok({
          ...fixedOddsTable('SSC_1', [
            {
              code: 'SSC_FIVE_STAR_DIRECT',
              name: 'five star direct',
              localName: '五星直选',
              pricing: 'prize-group',
              prizes: [{ level: 'WIN', prize: `${series * 100}.00` }],
              costUnits: 1,
              sampleSelections: ['1|2|3|4|5'],
            },
          ]),
          prizeMode: 'LOTT',
          series: { min: 1800, max: 1960, step: 2, member: 1960, quoted: series },
        });
      }
      return undefined;
    });
    renderWithProviders(<PrizeTablePage currency="THB" />);
    const row = await screen.findByTestId('lottery-prize-row');
    expect(row.textContent).toContain('5-star direct');
    expect(row.textContent).toContain('฿196,000.00');
    expect(screen.getByTestId('lottery-series-value').textContent).toBe('1960 (0.00%)');
    fireEvent.change(screen.getByTestId('lottery-series-slider'), { target: { value: '1800' } });
    expect(screen.getByTestId('lottery-series-value').textContent).toBe('1800 (8.00%)');
    await waitFor(() => expect(screen.getByTestId('lottery-prize-row').textContent).toContain('฿180,000.00'));
    expect(calls.at(-1)?.url.searchParams.get('series')).toBe('1800');
  });

  it("names plays and levels in the player's words and shows the limits as money", async () => {
    stubApi(({ url }) => {
      if (url.pathname === '/lgw/games')
        return ok([
          {
            gameId: 2,
            gameCode: 'WINGO_1',
            remark: 'WinGo 1 min',
            gameGroupCode: 'WINGO',
            prizeModes: ['ELOTT'],
            defaultPlayType: 1,
            source: 'IN_HOUSE_RNG',
            cycleSeconds: 60,
            timeZone: 'Asia/Bangkok',
            webIconUrl: '',
            allowCancel: true,
            tag: [],
          },
        ]);
      if (url.pathname === '/lgw/games/bonus')
        return ok(
          fixedOddsTable('WINGO_1', [
            {
              code: 'WINGO_COLOUR',
              name: 'Colour',
              localName: 'Green / Red / Violet',
              pricing: 'fixed-odds',
              prizes: [
                { level: 'GREEN', prize: '2.000' },
                { level: 'GREEN_WITH_VIOLET', prize: '1.500' },
              ],
              costUnits: 1,
              sampleSelections: ['GREEN'],
            },
          ]),
        );
      return undefined;
    });
    renderWithProviders(<PrizeTablePage currency="THB" />);
    const row = await screen.findByTestId('lottery-prize-row');
    expect(row.textContent).toContain('Colour');
    expect(row.textContent).not.toContain('Green / Red / Violet');
    expect(row.textContent).toContain('Green with violet ×1.500');
    expect(row.textContent).not.toContain('GREEN');
    expect(screen.getByText('Stake from ฿1.00 to ฿10,000.00 per bet')).toBeTruthy();
  });
});
