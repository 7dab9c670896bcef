import type { Announcement, AnnouncementGroups } from '@croupier/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '@/test/render-with-providers';
import { AnnouncementPopups } from './announcement-popups';
import { BannerSlide } from './banner-slide';

function popup(index: number): Announcement {
  return {
    id: `popup-${index}`,
    type: 'PU',
    title: `Popup ${index}`,
    content: `<p>Body ${index}</p>`,
    url: null,
    linkageType: null,
    link: null,
    promotionType: null,
    execution: 'B',
    group: null,
    timestamp: '2026-01-01T00:00:00.000Z',
  };
}

function answerWith(popups: Announcement[], promotions: Announcement[] = []) {
  const value: AnnouncementGroups = { banners: [], playerNotices: [], popups, promotions, homeNotices: [] };
  return stubApi(({ url }) =>
    url.pathname === '/wps/relay/MCSFE_getListAnnouncements'
      ? { body: { success: true, message: '', value } }
      : undefined,
  );
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AnnouncementPopups', () => {
  it('shows the popups, and once closed not again in the same session', async () => {
    answerWith([popup(1), popup(2)]);
    const first = renderWithProviders(<AnnouncementPopups />);
    expect(await screen.findByTestId('announcement-popup')).toBeTruthy();
    expect(screen.getByTestId('announcement-popup-content').textContent).toContain('Body 1');
    fireEvent.click(screen.getByRole('button', { name: 'Popup 2' }));
    expect(screen.getByTestId('announcement-popup-content').textContent).toContain('Body 2');
    fireEvent.click(screen.getByTestId('modal-close'));
    expect(screen.queryByTestId('announcement-popup')).toBeNull();
    first.unmount();

    renderWithProviders(<AnnouncementPopups />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('announcement-popup')).toBeNull();
  });

  it('shows a popup published after the others were closed, without those', async () => {
    sessionStorage.setItem('closedPopups', JSON.stringify(['popup-1']));
    answerWith([popup(1), popup(2)]);
    renderWithProviders(<AnnouncementPopups />);
    await screen.findByTestId('announcement-popup');
    expect(screen.getByTestId('announcement-popup-content').textContent).toContain('Body 2');
    expect(screen.queryByRole('button', { name: 'Popup 1' })).toBeNull();
    fireEvent.click(screen.getByTestId('modal-close'));
    expect(JSON.parse(sessionStorage.getItem('closedPopups') ?? '[]')).toEqual(['popup-1', 'popup-2']);
  });

  it('lists 9 titles a page and pages through the rest', async () => {
    answerWith(Array.from({ length: 11 }, (_, index) => popup(index + 1)));
    renderWithProviders(<AnnouncementPopups />);
    await screen.findByTestId('announcement-popup');
    expect(screen.getAllByRole('button', { pressed: false }).length + 1).toBe(9);
    expect(screen.getByTestId('pagination')).toBeTruthy();
  });
});

describe('AnnouncementPopups of the promotion group', () => {
  const promotion = (index: number): Announcement => ({
    ...popup(index),
    id: `promotion-${index}`,
    type: 'PR',
    title: `Offer ${index}`,
    url: `/static/banners/offer-${index}.svg`,
    execution: null,
  });

  it('shows the promotion group with its images, asks for PR only, and once closed not again this session', async () => {
    const calls = answerWith([popup(1)], [promotion(1), promotion(2)]);
    const first = renderWithProviders(<AnnouncementPopups group="promotions" />);
    const dialog = await screen.findByTestId('promotion-announcement-popup');
    expect(dialog.textContent).toContain('โปรโมชั่น');
    expect(screen.getByTestId('promotion-announcement-popup-content').textContent).toContain('Offer 1');
    expect(screen.getByTestId('promotion-announcement-popup-content').querySelector('img')?.getAttribute('src')).toBe(
      '/static/banners/offer-1.svg',
    );
    // The general popups are not this one's.
    expect(screen.queryByRole('button', { name: 'Popup 1' })).toBeNull();
    expect(calls.some((call) => call.url.searchParams.get('types') === 'PR')).toBe(true);
    fireEvent.click(screen.getByTestId('modal-close'));
    expect(screen.queryByTestId('promotion-announcement-popup')).toBeNull();
    first.unmount();

    renderWithProviders(<AnnouncementPopups group="promotions" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('promotion-announcement-popup')).toBeNull();
  });
});

describe('BannerSlide', () => {
  it('is a link only when the banner has a link type', () => {
    const banner = { ...popup(1), type: 'B' as const, url: '/static/banners/x.svg', execution: null };
    const plain = renderWithProviders(<BannerSlide banner={banner} />);
    expect(screen.queryByTestId('banner-link')).toBeNull();
    expect(screen.getByRole('presentation').getAttribute('width')).toBe('1200');
    plain.unmount();
    renderWithProviders(<BannerSlide banner={{ ...banner, linkageType: 'PAGE', link: '/promotions' }} />);
    expect(screen.getByTestId('banner-link').getAttribute('href')).toBe('/promotions');
  });
});
