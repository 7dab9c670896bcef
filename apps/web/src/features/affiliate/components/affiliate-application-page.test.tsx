import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshBrowserEachTest } from '@/test/fixtures';
import { failure, ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { AffiliateApplicationPage } from './affiliate-application-page';

freshBrowserEachTest({ token: 'token-1' });

const refused = {
  id: 'a1b2c3d4-0000-4000-8000-000000000009',
  status: 'refused',
  message: 'Fan page',
  contact: null,
  createdAt: '2026-11-20T03:00:00.000Z',
  decidedAt: '2026-11-21T03:00:00.000Z',
  decisionReason: 'Tell us more about your audience',
};

describe('AffiliateApplicationPage', () => {
  it('shows a refusal with its reason and lets the member apply again', async () => {
    const calls = stubApi(({ url, method }) => {
      if (url.pathname !== '/wps/member/affiliate-application') return undefined;
      if (method === 'GET') return ok({ isAgent: false, latest: refused });
      return failure(409, 'AFFILIATE_APPLICATION_PENDING', 'You already have an application waiting for review.');
    });
    renderWithProviders(<AffiliateApplicationPage timeZone="Asia/Bangkok" />);
    expect((await screen.findByTestId('affiliate-latest')).textContent).toContain(
      'Reason: Tell us more about your audience',
    );
    fireEvent.click(screen.getByTestId('affiliate-submit'));
    expect(await screen.findByText('Please tell us about your audience.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('affiliate-message'), { target: { value: 'A football page, 20k fans' } });
    fireEvent.change(screen.getByTestId('affiliate-contact'), { target: { value: 'line: fans' } });
    fireEvent.click(screen.getByTestId('affiliate-submit'));
    expect((await screen.findByTestId('affiliate-error')).textContent).toBe(
      'You already have an application waiting for review.',
    );
    const post = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ message: 'A football page, 20k fans', contact: 'line: fans' });
  });

  it('offers no form while an application waits, nor to an agent', async () => {
    stubApi(({ url }) =>
      url.pathname === '/wps/member/affiliate-application'
        ? ok({ isAgent: true, latest: { ...refused, status: 'approved', decisionReason: null } })
        : undefined,
    );
    renderWithProviders(<AffiliateApplicationPage timeZone="Asia/Bangkok" />);
    expect(await screen.findByTestId('affiliate-is-agent')).toBeTruthy();
    expect(screen.getByTestId('affiliate-latest').textContent).toContain('Approved');
    expect(screen.queryByTestId('affiliate-submit')).toBeNull();
  });
});
