// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import type { Call } from '@/test/console-harness';
import { prepareJsdom, renderInConsole, stubApi } from '@/test/console-harness';
import { applications, savedPromotion } from '@/test/promotion-fixtures';
import ApplicationsScreen, { awardWithin, maximumAward } from './applications-screen';

beforeAll(async () => {
  await i18n.changeLanguage('en');
  prepareJsdom();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function answer(call: Call) {
  if (call.path === '/bo/promotions/demo') return { promotions: [savedPromotion] };
  if (call.path === '/bo/promotions/demo/applications') {
    const state = call.query.get('state');
    return { content: state === 'applying' ? applications : [], pageNum: 1, totalPages: 1, total: 2 };
  }
  if (call.path.includes('/images/')) return new Response(new Blob(['png']), { status: 200 });
  return {};
}

describe('application queue', () => {
  it('lists waiting applications with remark, image thumbnails and abuse flags highlighted', async () => {
    const calls = stubApi(answer);
    renderInConsole(<ApplicationsScreen />);
    const flagged = (await screen.findByText('twin2')).closest('tr') as HTMLElement;
    expect(flagged.className).toContain('bg-red-50');
    expect(within(flagged).getByText(/Same device as another account/)).toBeTruthy();
    expect(within(flagged).getByText(/Same bank account as another account/)).toBeTruthy();
    expect(within(flagged).getByText(/Referral ring with another account/)).toBeTruthy();
    await waitFor(() => expect(within(flagged).getAllByRole('img')).toHaveLength(2));
    expect(within(flagged).getAllByRole('link')[0]?.getAttribute('href')).toBe('blob:image');
    expect(calls.some((call) => call.path.endsWith(`/images/${applications[1]?.imageIds[0]}`))).toBe(true);
    const plain = screen.getByText('somchai').closest('tr') as HTMLElement;
    expect(plain.className).not.toContain('bg-red-50');
    expect(within(plain).getByText('Big win on Fortune Tiger')).toBeTruthy();
  });

  it("approves with the offer's maximum by default and refuses an amount above it", async () => {
    const calls = stubApi(answer);
    renderInConsole(<ApplicationsScreen />);
    const row = (await screen.findByText('somchai')).closest('tr') as HTMLElement;
    await waitFor(() => expect(calls.some((call) => call.path === '/bo/promotions/demo')).toBe(true));
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText<HTMLInputElement>('Amount to grant');
    expect(amount.value).toBe('500.00');
    fireEvent.change(amount, { target: { value: '600' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(within(dialog).getByText('Enter an amount above 0 and at most 500.00')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.change(amount, { target: { value: '300' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe(`/bo/promotions/demo/applications/${applications[0]?.id}/approve`);
    expect(post?.body).toEqual({ amount: '300' });
  });

  it('rejects only with a reason, which it sends', async () => {
    const calls = stubApi(answer);
    renderInConsole(<ApplicationsScreen />);
    const row = (await screen.findByText('twin2')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.submit(within(dialog).getByLabelText('Reason (the player sees it)').closest('form') as HTMLFormElement);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Reason (the player sees it)'), {
      target: { value: 'Same device as another account' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe(`/bo/promotions/demo/applications/${applications[1]?.id}/reject`);
    expect(post?.body).toEqual({ reason: 'Same device as another account' });
  });

  it('switches to the rejected and issued tabs', async () => {
    const calls = stubApi(answer);
    renderInConsole(<ApplicationsScreen />);
    await screen.findByText('somchai');
    fireEvent.click(screen.getByRole('button', { name: 'Rejected' }));
    expect(await screen.findByText('No applications here')).toBeTruthy();
    expect(calls.some((call) => call.query.get('state') === 'rejected')).toBe(true);
  });
});

describe('award bounds', () => {
  it('takes the reviewed maximum and compares in minor units', () => {
    expect(maximumAward(savedPromotion)).toBe('500.00');
    expect(awardWithin('500', '500.00')).toBe(true);
    expect(awardWithin('500.01', '500.00')).toBe(false);
    expect(awardWithin('0', '500.00')).toBe(false);
    expect(awardWithin('abc', '500.00')).toBe(false);
  });
});
