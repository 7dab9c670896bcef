import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { resetMemberSessionForTests, startMemberSession } from '@/lib/member-session';
import { failure, ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { SalaryClaimsPanel } from './salary-claims-panel';

const claim = {
  id: '0196a7d2-0000-7000-8000-000000000aa1',
  day: '2026-11-20',
  amount: '20.00',
  currency: 'THB',
  claimDueAt: '2026-11-20T19:00:00.000Z',
};

beforeEach(async () => {
  resetMemberSessionForTests();
  startMemberSession({ token: 'token-1', isAgent: true });
  await i18n.loadNamespaces('contracts');
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SalaryClaimsPanel', () => {
  it('lists a salary to claim with its day and deadline in the brand’s zone, claims it, and then shows nothing', async () => {
    let claimed = false;
    const calls = stubApi(({ url, method }) => {
      if (url.pathname === '/wps/agent/salary-claims') return ok(claimed ? [] : [claim]);
      if (url.pathname === `/wps/agent/salary-claims/${claim.id}` && method === 'POST') {
        claimed = true;
        return ok({ outcome: 'paid' });
      }
      return undefined;
    });
    renderWithProviders(<SalaryClaimsPanel timeZone="Asia/Bangkok" />);
    const row = await screen.findByTestId('salary-claim');
    expect(row.textContent).toContain('Salary of 2026/11/20');
    expect(row.textContent).toContain('Claim by 2026/11/21 02:00');
    fireEvent.click(screen.getByTestId('salary-claim-button'));
    expect(await screen.findByText('Salary claimed and paid into your wallet')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('salary-claims')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('shows a refused claim in the server’s words', async () => {
    stubApi(({ url, method }) => {
      if (url.pathname === '/wps/agent/salary-claims') return ok([claim]);
      if (method === 'POST') return failure(409, 'SALARY_CLAIM_UNAVAILABLE', 'This salary can no longer be claimed.');
      return undefined;
    });
    renderWithProviders(<SalaryClaimsPanel timeZone="Asia/Bangkok" />);
    fireEvent.click(await screen.findByTestId('salary-claim-button'));
    expect(await screen.findByText('This salary can no longer be claimed.')).toBeTruthy();
  });
});
