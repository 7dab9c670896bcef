import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { freshBrowserEachTest } from '@/test/fixtures';
import { ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { RedEnvelopeDialog } from './red-envelope-dialog';
import { RedEnvelopePage } from './red-envelope-page';

freshBrowserEachTest({ token: 'token-1' });

const recipients = {
  downlines: [
    { username: 'alice', isAgent: false },
    { username: 'bruno', isAgent: true },
    { username: 'chai', isAgent: false },
  ],
  balance: '1000.00',
  minAmount: '1.00',
  maxAmount: '1000000.00',
  maxRecipients: 100,
};

describe('RedEnvelopeDialog', () => {
  it('sends the same amount to the chosen downlines and closes', async () => {
    const onClose = vi.fn();
    const calls = stubApi(({ url, method }) => {
      if (url.pathname !== '/wps/relay/agentRedEnvelope') return undefined;
      if (method === 'GET') return ok(recipients);
      return ok({
        total: '100.00',
        recipients: [
          { username: 'alice', amount: '50.00' },
          { username: 'chai', amount: '50.00' },
        ],
        balanceAfter: '900.00',
      });
    });
    renderWithProviders(<RedEnvelopeDialog open onClose={onClose} currency="THB" preselected={['alice']} />);
    fireEvent.click(await screen.findByTestId('red-envelope-pick-chai'));
    fireEvent.change(screen.getByTestId('red-envelope-amount-each'), { target: { value: '50' } });
    fireEvent.change(screen.getByTestId('red-envelope-password'), { target: { value: '246810' } });
    fireEvent.click(screen.getByTestId('red-envelope-submit'));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      usernames: ['alice', 'chai'],
      amountEach: '50',
      paymentPassword: '246810',
    });
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a total above the balance before sending', async () => {
    const calls = stubApi(({ url, method }) =>
      url.pathname === '/wps/relay/agentRedEnvelope' && method === 'GET' ? ok(recipients) : undefined,
    );
    renderWithProviders(<RedEnvelopeDialog open onClose={() => undefined} currency="THB" />);
    fireEvent.click(await screen.findByText('Choose all'));
    fireEvent.change(screen.getByTestId('red-envelope-amount-each'), { target: { value: '400' } });
    fireEvent.change(screen.getByTestId('red-envelope-password'), { target: { value: '246810' } });
    fireEvent.click(screen.getByTestId('red-envelope-submit'));
    expect((await screen.findByTestId('red-envelope-error')).textContent).toBe('The total is more than your balance.');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});

describe('RedEnvelopePage', () => {
  it('sends an amount to each of several downlines, then starts a fresh form', async () => {
    const calls = stubApi(({ url, method }) => {
      if (url.pathname !== '/wps/relay/agentRedEnvelope') return undefined;
      if (method === 'GET') return ok(recipients);
      return ok({
        total: '30.00',
        recipients: [
          { username: 'alice', amount: '10.00' },
          { username: 'bruno', amount: '20.00' },
        ],
        balanceAfter: '970.00',
      });
    });
    renderWithProviders(<RedEnvelopePage currency="THB" />);
    const page = await screen.findByTestId('red-envelope-page');
    expect(page.textContent).toContain('Choose direct downlines, give each the same amount');
    fireEvent.click(await within(page).findByTestId('red-envelope-split-each'));
    fireEvent.click(within(page).getByTestId('red-envelope-pick-alice'));
    fireEvent.click(within(page).getByTestId('red-envelope-pick-bruno'));
    fireEvent.change(within(page).getByLabelText('Amount for alice'), { target: { value: '10' } });
    fireEvent.change(within(page).getByLabelText('Amount for bruno'), { target: { value: '20' } });
    fireEvent.change(within(page).getByTestId('red-envelope-password'), { target: { value: '246810' } });
    fireEvent.click(within(page).getByTestId('red-envelope-submit'));
    expect(await screen.findByText('Sent ฿30.00 to 2 downlines.')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      recipients: [
        { username: 'alice', amount: '10' },
        { username: 'bruno', amount: '20' },
      ],
      paymentPassword: '246810',
    });
    await vi.waitFor(() => expect(within(page).getByTestId<HTMLInputElement>('red-envelope-password').value).toBe(''));
    expect(within(page).getByTestId<HTMLInputElement>('red-envelope-pick-alice').checked).toBe(false);
  });
});
