// @vitest-environment jsdom
import type { PromotionBody } from '@croupier/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderInConsole, stubApi } from '@/test/console-harness';
import { savedPromotion } from '@/test/promotion-fixtures';
import { readTypedTime } from './day-time-field';
import { PromotionBuilder } from './promotion-builder';
import { promotionForm, toPromotionBody } from './promotion-form-state';

const zone = 'Asia/Bangkok';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('offer builder', () => {
  it('shows the player card as the form is typed: title, summary, badge, reward, period, and the terms page cleaned', () => {
    stubApi(() => ({}));
    renderInConsole(<PromotionBuilder merchant="demo" timeZone={zone} promotion={null} onDone={() => {}} />);
    const card = screen.getByTestId('promotion-card-preview');
    expect(within(card).getByText('(no title yet)')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'ฝากแรก 100%' } });
    fireEvent.change(screen.getByLabelText('Summary (on the card)'), {
      target: { value: 'Double your first deposit' },
    });
    fireEvent.change(screen.getByLabelText('Badge'), { target: { value: 'NEWBIE' } });
    fireEvent.change(screen.getByLabelText('Up to'), { target: { value: '1500' } });
    fireEvent.change(screen.getByLabelText('Can be taken from'), { target: { value: '20261201' } });
    fireEvent.change(screen.getByLabelText('Can be taken until'), { target: { value: '20261231' } });
    fireEvent.change(screen.getByLabelText('Can be taken until: time'), { target: { value: '2359' } });
    expect(screen.getByLabelText<HTMLInputElement>('Can be taken until').value).toBe('2026/12/31');
    expect(screen.getByLabelText<HTMLInputElement>('Can be taken until: time').value).toBe('23:59');
    fireEvent.change(screen.getByLabelText('Terms page'), {
      target: { value: '<p>Deposit <b>100</b></p><script>alert(1)</script><img src=x onerror="alert(2)">' },
    });

    expect(within(card).getByText('ฝากแรก 100%')).toBeTruthy();
    expect(within(card).getByText('Double your first deposit')).toBeTruthy();
    expect(within(card).getByText('New')).toBeTruthy();
    expect(within(card).getByText('100% of the deposit, up to 1,500')).toBeTruthy();
    expect(within(card).getByText('2026/12/01 – 2026/12/31')).toBeTruthy();
    expect(within(card).getByText('Join')).toBeTruthy();
    const terms = screen.getByTestId('terms-preview');
    expect(terms.innerHTML).toBe('<p>Deposit <b>100</b></p>');

    // The state button previews each state the player may see.
    fireEvent.change(screen.getByLabelText('Button'), { target: { value: 'applying' } });
    expect(within(card).getByText('Applying')).toBeTruthy();
  });

  it('edits each language apart; the card shows the Thai text where a language has none', () => {
    stubApi(() => ({}));
    renderInConsole(<PromotionBuilder merchant="demo" timeZone={zone} promotion={null} onDone={() => {}} />);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'โบนัสฟรี' } });
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('');
    expect(within(screen.getByTestId('promotion-card-preview')).getByText('โบนัสฟรี')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Free bonus' } });
    expect(within(screen.getByTestId('promotion-card-preview')).getByText('Free bonus')).toBeTruthy();
  });

  it('creates a draft with the times read in the brand zone and the deposit rules of a first deposit offer', async () => {
    const calls = stubApi(() => savedPromotion);
    const onDone = vi.fn();
    renderInConsole(<PromotionBuilder merchant="demo" timeZone={zone} promotion={null} onDone={onDone} />);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'ฝากแรก' } });
    for (const field of ['Shown from', 'Can be taken from']) {
      fireEvent.change(screen.getByLabelText(field), { target: { value: '20261201' } });
      fireEvent.change(screen.getByLabelText(`${field}: time`), { target: { value: '0000' } });
    }
    fireEvent.change(screen.getByLabelText('Smallest deposit'), { target: { value: '100' } });
    fireEvent.click(screen.getByLabelText('Sat'));
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/bo/promotions/demo');
    const body = post?.body as PromotionBody;
    expect(body.displayFrom).toBe('2026-11-30T17:00:00.000Z');
    expect(body.applyFrom).toBe('2026-11-30T17:00:00.000Z');
    expect(body.content.title).toEqual({ th: 'ฝากแรก' });
    expect(body.reward).toEqual({ kind: 'percent_of_deposit', percent: 100, cap: '1000' });
    expect(body.eligibility).toMatchObject({ depositNth: 1, minDeposit: '100', weekdays: [6] });
    expect(body.terms).toMatchObject({ turnoverMultiplier: 10, expiryDays: 7, maxBet: null });
  });

  it('sends nothing while a field is wrong, and marks it', () => {
    const calls = stubApi(() => savedPromotion);
    renderInConsole(<PromotionBuilder merchant="demo" timeZone={zone} promotion={null} onDone={() => {}} />);
    fireEvent.change(screen.getByLabelText('Expires after (days)'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(screen.getByText('Some fields need fixing (marked in red).')).toBeTruthy();
    // The title (no language has one) and the expiry (at least a day) are marked where they are.
    expect(screen.getAllByText('Check this field')).toHaveLength(2);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('edits an offer with its saved fields and puts it back unchanged', async () => {
    const calls = stubApi(() => savedPromotion);
    const onDone = vi.fn();
    renderInConsole(<PromotionBuilder merchant="demo" timeZone={zone} promotion={savedPromotion} onDone={onDone} />);
    expect(screen.getByText('Players already granted keep the terms they were granted with.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('At most').value).toBe('500.00');
    expect(screen.getByLabelText<HTMLInputElement>('A remark is required').checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe(`/bo/promotions/demo/${savedPromotion.id}`);
    expect(put?.body).toEqual(JSON.parse(JSON.stringify(toPromotionBody(promotionForm(savedPromotion, zone), zone))));
    expect((put?.body as PromotionBody).applyTo).toBe(savedPromotion.applyTo);
  });
});

describe('typed time', () => {
  it('reads digits as HH:mm on the 24-hour clock', () => {
    expect(readTypedTime('2359')).toEqual({ text: '23:59', time: '23:59' });
    expect(readTypedTime('9')).toEqual({ text: '9', time: null });
    expect(readTypedTime('24:00')).toEqual({ text: '24:00', time: null });
    expect(readTypedTime('07:3a5')).toEqual({ text: '07:35', time: '07:35' });
  });
});
