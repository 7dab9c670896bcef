// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import type { Call } from '@/test/console-harness';
import { prepareJsdom, renderInConsole, stubApi } from '@/test/console-harness';
import { savedPromotion } from '@/test/promotion-fixtures';
import PromotionsScreen, { nextStatuses } from './promotions-screen';

const draft = {
  ...savedPromotion,
  id: '0190a0a0-0000-7000-8000-000000000002',
  status: 'draft' as const,
  content: { title: { en: 'Weekend reload' }, summary: {}, termsHtml: {} },
  limits: { ...savedPromotion.limits, totalBudget: null },
  spent: '0.00',
};

beforeAll(async () => {
  await i18n.changeLanguage('en');
  prepareJsdom();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer = (call: Call) =>
  call.method === 'GET' ? { promotions: [savedPromotion, draft] } : { ...draft, status: 'active' };

describe('offer list', () => {
  it('shows status, type, period in the brand zone and granted against budget', async () => {
    stubApi(answer);
    renderInConsole(<PromotionsScreen />);
    const live = (await screen.findByText('Slot bonus')).closest('tr') as HTMLElement;
    expect(within(live).getByText('Live')).toBeTruthy();
    expect(within(live).getByText('Activity application')).toBeTruthy();
    expect(within(live).getByText('2026/12/01 – 2026/12/31')).toBeTruthy();
    expect(within(live).getByText('2,500.00')).toBeTruthy();
    expect(within(live).getByText('/ 10,000.00')).toBeTruthy();
    expect(within(live).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(within(live).getByRole('button', { name: 'Pause' })).toBeTruthy();
    const waiting = screen.getByText('Weekend reload').closest('tr') as HTMLElement;
    expect(within(waiting).getByText('Draft')).toBeTruthy();
    expect(within(waiting).queryByRole('progressbar')).toBeNull();
  });

  it('publishes a draft only after the confirmation', async () => {
    const calls = stubApi(answer);
    renderInConsole(<PromotionsScreen />);
    const waiting = (await screen.findByText('Weekend reload')).closest('tr') as HTMLElement;
    fireEvent.click(within(waiting).getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Publish “Weekend reload”\?/)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe(`/bo/promotions/demo/${draft.id}/status`);
    expect(post?.body).toEqual({ status: 'active' });
  });

  it('opens the builder with its preview for a new offer', async () => {
    stubApi(answer);
    renderInConsole(<PromotionsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'New offer' }));
    expect(screen.getByRole('form', { name: 'New offer' })).toBeTruthy();
    expect(screen.getByTestId('promotion-card-preview')).toBeTruthy();
  });

  it('offers the moves each status allows', () => {
    expect(nextStatuses('draft')).toEqual(['active', 'archived']);
    expect(nextStatuses('active')).toEqual(['paused', 'archived']);
    expect(nextStatuses('paused')).toEqual(['active', 'archived']);
    expect(nextStatuses('archived')).toEqual([]);
  });
});
