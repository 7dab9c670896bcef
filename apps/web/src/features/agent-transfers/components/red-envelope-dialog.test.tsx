import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { freshBrowserEachTest } from '@/test/fixtures';
import { ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { RedEnvelopeDialog } from './red-envelope-dialog';

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
