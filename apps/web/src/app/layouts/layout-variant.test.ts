import { describe, expect, it } from 'vitest';
import { getLayoutVariant } from './layout-variant';

describe('getLayoutVariant', () => {
  it('shows the side menu and footer on ordinary pages', () => {
    for (const path of ['/', '/home', '/rng', '/promotions', '/member', '/not-a-page']) {
      expect(getLayoutVariant(path)).toEqual({ sideMenu: true, footer: true, gameFrame: false });
    }
  });

  it('hides the side menu on every game page, whatever the case', () => {
    for (const path of [
      '/seamless',
      '/lottert',
      '/vnlottery',
      '/vnLottery',
      '/sealottery',
      '/seaLottery',
      '/lottery/',
    ]) {
      expect(getLayoutVariant(path).sideMenu).toBe(false);
    }
  });

  it('hides the footer only on the seamless and lottery pages', () => {
    expect(getLayoutVariant('/seamless').footer).toBe(false);
    expect(getLayoutVariant('/lottery').footer).toBe(false);
    expect(getLayoutVariant('/seaLottery').footer).toBe(true);
    expect(getLayoutVariant('/lottert').footer).toBe(true);
  });

  it('gives the whole screen to the seamless game frame only', () => {
    expect(getLayoutVariant('/seamless').gameFrame).toBe(true);
    expect(getLayoutVariant('/Seamless/').gameFrame).toBe(true);
    expect(getLayoutVariant('/lottery').gameFrame).toBe(false);
  });
});
