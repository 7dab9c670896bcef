import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { freshBrowserEachTest } from '@/test/fixtures';
import { ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
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
