import type { PromotionCard } from '@croupier/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshBrowserEachTest } from '@/test/fixtures';
import { ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { formatCountdown, prizeOdds, rafflePhaseAt } from '../promotion-display';
import { PromotionDetailPage } from './promotion-detail-page';
import { PromotionsPage } from './promotions-page';
import { RedEnvelopePage, envelopeLevels } from './red-envelope-page';
import { RewardCenterPage } from './reward-center-page';

freshBrowserEachTest({ token: 'token-1' });
afterEach(() => vi.useRealTimers());

const base: Omit<PromotionCard, 'id' | 'type' | 'title' | 'reward'> = {
  category: 'other',
  badge: null,
  summary: 'Summary',
  bannerUrl: null,
  displayFrom: '2026-11-01T00:00:00.000Z',
  displayTo: null,
  applyFrom: '2026-11-01T00:00:00.000Z',
  applyTo: null,
  minDeposit: null,
  remarkRequired: false,
  imageRequired: false,
  state: 'process',
  reason: null,
  amount: null,
  progress: [],
  raffle: null,
};

const commitment = 'a'.repeat(10) + 'b'.repeat(48) + 'c'.repeat(6);

// The window opens 20:00 in Bangkok (13:00Z) and lasts an hour; the test's clock is 13:15Z, inside it.
const raffle: PromotionCard = {
  ...base,
  id: '0b6a3a0e-1d7c-4e0e-9a53-6c3c1a0f0301',
  type: 'RAFFLE',
  title: 'Evening raffle',
  state: 'claim',
  reward: {
    kind: 'prize_table',
    prizes: [
      { amount: '0.00', weight: 600 },
      { amount: '18.00', weight: 300 },
      { amount: '88.00', weight: 90 },
      { amount: '888.00', weight: 10 },
    ],
    expectedValue: '22.14',
  },
  raffle: {
    opensAt: '2026-11-27T13:00:00.000Z',
    closesAt: '2026-11-27T14:00:00.000Z',
    commitment,
    revealedSeed: null,
  },
  progress: [{ kind: 'deposit_today', current: '250.00', required: '500.00' }],
};

const cashback: PromotionCard = {
  ...base,
  id: '0b6a3a0e-1d7c-4e0e-9a53-6c3c1a0f0302',
  type: 'CASHBACK',
  title: 'Weekly cashback',
  reward: {
    kind: 'percent_of_net_loss',
    mode: 'tier',
    tiers: [
      { from: '1000.00', percent: 5 },
      { from: '10000.00', percent: 8 },
    ],
    cap: '5000.00',
  },
  progress: [
    { kind: 'net_loss', current: '1500.00', required: null },
    { kind: 'cashback_now', current: '75.00', required: null },
  ],
};

const birthday: PromotionCard = {
  ...base,
  id: '0b6a3a0e-1d7c-4e0e-9a53-6c3c1a0f0303',
  type: 'BIRTHDAY',
  title: 'Happy birthday',
  state: 'claim',
  reward: { kind: 'fixed', amount: '188.00' },
};

describe('campaign display helpers', () => {
  it('reads the odds from integer weights and the window phase from the clock', () => {
    expect(
      prizeOdds([
        { amount: '0', weight: 600 },
        { amount: '18', weight: 300 },
        { amount: '88', weight: 100 },
      ]),
    ).toEqual([60, 30, 10]);
    expect(prizeOdds([{ amount: '1', weight: 0 }])).toEqual([0]);
    const window = { opensAt: '2026-11-27T13:00:00.000Z', closesAt: '2026-11-27T14:00:00.000Z' };
    expect(rafflePhaseAt(window, new Date('2026-11-27T12:58:30.000Z'))).toEqual({ phase: 'before', seconds: 90 });
    expect(rafflePhaseAt(window, new Date('2026-11-27T13:15:00.000Z'))).toEqual({ phase: 'open', seconds: 2700 });
    expect(rafflePhaseAt(window, new Date('2026-11-27T14:00:00.000Z'))).toEqual({ phase: 'closed' });
    expect(formatCountdown(3725)).toBe('1:02:05');
    expect(formatCountdown(59)).toBe('00:59');
  });
});

describe('campaign cards', () => {
  it('describes cashback, birthday and raffle rewards in words, shows progress and the raffle window, and draws', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T13:15:00.000Z'), toFake: ['Date'] });
    let drawn = false;
    const calls = stubApi(({ url, method }) => {
      if (url.pathname === '/wps/promotions')
        return ok({
          promotions: [raffle, cashback, birthday].map((card) =>
            drawn && card.id === raffle.id ? { ...card, state: 'claimed', amount: '88.00' } : card,
          ),
        });
      if (url.pathname === '/wps/relay/MCS2_claimRafflePromotion' && method === 'POST') {
        drawn = true;
        return ok({
          promotionId: raffle.id,
          windowDay: '2026-11-27',
          prizeIndex: 2,
          amount: '88.00',
          proof: { commitment, message: `${raffle.id}:2026-11-27:m`, revealedSeed: null },
          at: '2026-11-27T13:15:01.000Z',
        });
      }
      return undefined;
    });
    renderWithProviders(<PromotionsPage currency="THB" timeZone="Asia/Bangkok" />);
    const cards = await screen.findAllByTestId('promotion-card');
    const [raffleCard, cashbackCard, birthdayCard] = cards;
    if (!raffleCard || !cashbackCard || !birthdayCard) throw new Error('three cards expected');

    expect(within(cashbackCard).getByTestId('promotion-card-reward').textContent).toBe(
      'Up to 8% of your net loss back, at most ฿5,000.00',
    );
    const cashbackProgress = within(cashbackCard).getByTestId('promotion-progress');
    expect(cashbackProgress.textContent).toContain('Net loss this period');
    expect(cashbackProgress.textContent).toContain('฿1,500.00');
    expect(cashbackProgress.textContent).toContain('Cashback earned so far');
    expect(within(birthdayCard).getByTestId('promotion-card-reward').textContent).toBe('A birthday gift of ฿188.00');

    expect(within(raffleCard).getByTestId('promotion-card-reward').textContent).toBe(
      'Win up to ฿888.00 · expected ฿22.14 per draw',
    );
    const window = within(raffleCard).getByTestId('raffle-window');
    // Times in the brand's zone (Bangkok, UTC+7).
    expect(window.textContent).toContain('2026/11/27 · 20:00–21:00');
    expect(within(window).getByTestId('raffle-countdown').textContent).toBe('Closes in 45:00');
    expect(within(window).getByTestId('raffle-commitment').textContent).toBe('aaaaaaaa…cccc');
    expect(within(window).getByText('Fairness commitment')).toBeTruthy();
    expect(within(window).queryByTestId('raffle-seed')).toBeNull();
    const progress = within(raffleCard).getByRole('progressbar', { name: "Today's deposits" });
    expect(progress.getAttribute('aria-valuenow')).toBe('50');
    expect(within(raffleCard).getByTestId('progress-numbers').textContent).toBe('฿250.00 / ฿500.00');
    // No technical id is shown to the player.
    expect(document.body.textContent).not.toContain(raffle.id);

    fireEvent.click(within(raffleCard).getByTestId('promotion-state-button'));
    const dialog = await screen.findByTestId('prize-result-dialog');
    expect(within(dialog).getByTestId('prize-result-text').textContent).toBe('You won ฿88.00');
    const claim = calls.find((call) => call.url.pathname === '/wps/relay/MCS2_claimRafflePromotion');
    expect(JSON.parse(claim?.body ?? '{}')).toEqual({ promotionId: raffle.id });
    expect(claim?.headers.get('Idempotency-Key')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('promotion-card')[0]?.getAttribute('data-state')).toBe('claimed'));
  });

  it('says "no prize this time" for a draw of nothing and shows the revealed seed once the window closed', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T14:30:00.000Z'), toFake: ['Date'] });
    const closed = { ...raffle, raffle: { ...raffle.raffle!, revealedSeed: 'f'.repeat(64) } };
    stubApi(({ url }) => {
      if (url.pathname === '/wps/promotions') return ok({ promotions: [closed] });
      if (url.pathname === '/wps/relay/MCS2_claimRafflePromotion')
        return ok({
          promotionId: raffle.id,
          windowDay: '2026-11-27',
          prizeIndex: 0,
          amount: '0.00',
          proof: { commitment, message: 'm', revealedSeed: null },
          at: '2026-11-27T13:59:00.000Z',
        });
      return undefined;
    });
    renderWithProviders(<PromotionsPage currency="THB" timeZone="Asia/Bangkok" />);
    const card = await screen.findByTestId('promotion-card');
    expect(within(card).getByTestId('raffle-countdown').textContent).toBe('Closed for today');
    expect(within(card).getByTestId('raffle-seed').textContent).toBe('ffffffff…ffff');
    fireEvent.click(within(card).getByTestId('promotion-state-button'));
    expect((await screen.findByTestId('prize-result-text')).textContent).toBe('No prize this time');
  });
});

describe('raffle window', () => {
  it('counts down to the opening and asks the server for the card again once the window opens', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T12:59:58.000Z'), toFake: ['Date'] });
    const calls = stubApi(({ url }) => {
      if (url.pathname === '/wps/promotions') return ok({ promotions: [{ ...raffle, state: 'process' }] });
      return undefined;
    });
    renderWithProviders(<PromotionsPage currency="THB" timeZone="Asia/Bangkok" />);
    const countdown = await screen.findByTestId('raffle-countdown');
    expect(countdown.textContent).toBe('Opens in 00:02');
    const lists = () => calls.filter((call) => call.url.pathname === '/wps/promotions').length;
    const before = lists();
    vi.setSystemTime(new Date('2026-11-27T13:00:05.000Z'));
    await waitFor(() => expect(screen.getByTestId('raffle-countdown').textContent).toBe('Closes in 59:55'), {
      timeout: 3000,
    });
    await waitFor(() => expect(lists()).toBeGreaterThan(before));
  });
});

describe('reward centre with a raffle', () => {
  it('says what a raffle may give and draws it through the raffle call', async () => {
    const calls = stubApi(({ url, method }) => {
      if (url.pathname === '/wps/member/rewards') return ok({ claimable: [raffle], availablePromoCount: 1 });
      if (url.pathname === '/wps/member/rewards/history')
        return ok({ content: [], pageNum: 1, totalPages: 0, total: 0 });
      if (url.pathname === '/wps/relay/MCS2_claimRafflePromotion' && method === 'POST')
        return ok({
          promotionId: raffle.id,
          windowDay: '2026-11-27',
          prizeIndex: 0,
          amount: '0.00',
          proof: { commitment, message: 'm', revealedSeed: null },
          at: '2026-11-27T13:15:01.000Z',
        });
      return undefined;
    });
    renderWithProviders(<RewardCenterPage currency="THB" timeZone="Asia/Bangkok" />);
    const row = await screen.findByTestId('claimable-reward');
    expect(row.textContent).toContain('Win up to ฿888.00 · expected ฿22.14 per draw');
    fireEvent.click(within(row).getByTestId('reward-claim'));
    expect((await screen.findByTestId('prize-result-text')).textContent).toBe('No prize this time');
    expect(calls.some((call) => call.url.pathname.endsWith('/claim'))).toBe(false);
  });
});

describe('raffle page', () => {
  it("shows the odds table with the expected value, the cashback tiers, and what today's draw gave", async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T13:30:00.000Z'), toFake: ['Date'] });
    const detail = {
      ...raffle,
      state: 'claimed' as const,
      amount: '88.00',
      termsHtml: '',
      termsHash: 'hash',
      terms: {
        turnoverMultiplier: 1,
        basis: 'bonus' as const,
        productFamily: 'casino' as const,
        maxBet: null,
        maxWinMultiplier: null,
        expiryDays: 7,
        contributions: [],
      },
    };
    const calls = stubApi(({ url }) => {
      if (url.pathname === `/wps/promotions/${raffle.id}`) return ok(detail);
      if (url.pathname === '/wps/relay/MCSFE_getRafflePromotionStatus')
        return ok({
          isClaimed: true,
          hasStarted: true,
          hasEnded: false,
          due: 0,
          time: 1800,
          draw: {
            promotionId: raffle.id,
            windowDay: '2026-11-27',
            prizeIndex: 2,
            amount: '88.00',
            proof: { commitment, message: 'm', revealedSeed: null },
            at: '2026-11-27T13:15:01.000Z',
          },
        });
      if (url.pathname === `/wps/promotions/${cashback.id}`) return ok({ ...detail, ...cashback });
      return undefined;
    });
    const { unmount } = renderWithProviders(
      <PromotionDetailPage id={raffle.id} currency="THB" timeZone="Asia/Bangkok" />,
    );
    const rows = await screen.findAllByTestId('prize-odds-row');
    expect(rows.map((row) => row.textContent)).toEqual(['No prize60%', '฿18.0030%', '฿88.009%', '฿888.001%']);
    expect(screen.getByTestId('prize-expected-value').textContent).toBe('Expected value per draw: ฿22.14');
    expect((await screen.findByTestId('raffle-drawn')).textContent).toBe('Your draw today won ฿88.00');
    expect(
      calls
        .find((call) => call.url.pathname === '/wps/relay/MCSFE_getRafflePromotionStatus')
        ?.url.searchParams.get('promotionId'),
    ).toBe(raffle.id);
    unmount();

    renderWithProviders(<PromotionDetailPage id={cashback.id} currency="THB" timeZone="Asia/Bangkok" />);
    const tiers = await screen.findAllByTestId('cashback-tier');
    expect(tiers.map((tier) => tier.textContent)).toEqual(['฿1,000.005%', '฿10,000.008%']);
    expect(screen.getByTestId('cashback-tiers').textContent).toContain(
      "Each part of your net loss is paid back at its own tier's rate.",
    );
    expect(screen.getByTestId('cashback-tiers').textContent).toContain('At most per period: ฿5,000.00');
  });
});

describe('RedEnvelopePage', () => {
  const level = (index: number, deposit: string, state: PromotionCard['state'], amount: string | null = null) => ({
    ...base,
    id: `0b6a3a0e-1d7c-4e0e-9a53-6c3c1a0f040${index}`,
    type: 'RED_ENVELOPE' as const,
    title: `Envelope ${deposit}`,
    state,
    amount,
    reward: { kind: 'fixed' as const, amount: index === 1 ? '18.00' : index === 2 ? '88.00' : '388.00' },
    progress: [{ kind: 'deposit_today' as const, current: '2500.00', required: deposit }],
  });

  it('orders the levels by the day deposit they need, claims a reached level and shows what was received', async () => {
    const levels = [
      level(3, '10000.00', 'process'),
      level(1, '500.00', 'claimed', '18.00'),
      level(2, '2000.00', 'claim'),
    ];
    expect(envelopeLevels([...levels, cashback]).map((card) => card.title)).toEqual([
      'Envelope 500.00',
      'Envelope 2000.00',
      'Envelope 10000.00',
    ]);
    let opened = false;
    stubApi(({ url, method }) => {
      if (url.pathname === '/wps/promotions')
        return ok({
          promotions: [cashback, ...levels].map((card) =>
            opened && card.title === 'Envelope 2000.00' ? { ...card, state: 'claimed', amount: '88.00' } : card,
          ),
        });
      if (url.pathname === `/wps/promotions/${levels[2]!.id}/claim` && method === 'POST') {
        opened = true;
        return ok({ ...levels[2], state: 'claimed', amount: '88.00' });
      }
      return undefined;
    });
    renderWithProviders(<RedEnvelopePage currency="THB" timeZone="Asia/Bangkok" />);
    const rows = await screen.findAllByTestId('red-envelope-level');
    expect(rows.map((row) => row.getAttribute('data-state'))).toEqual(['claimed', 'claim', 'process']);
    expect(within(rows[0]!).getByTestId('red-envelope-needs').textContent).toBe('Deposit ฿500.00 today');
    expect(rows[2]?.textContent).toContain('฿2,500.00 / ฿10,000.00');
    expect(screen.getByTestId('red-envelope-total').textContent).toBe('฿18.00');

    fireEvent.click(within(rows[1]!).getByTestId('promotion-state-button'));
    expect((await screen.findByTestId('prize-result-text')).textContent).toBe('You won ฿88.00');
    await waitFor(() => expect(screen.getByTestId('red-envelope-total').textContent).toBe('฿106.00'));
    expect(screen.getAllByTestId('red-envelope-received')).toHaveLength(2);
    expect(document.body.textContent).not.toContain(levels[0]!.id);
  });
});
