import type { LimitState, PlaySessionSummary, ResponsibleGaming } from '@croupier/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { resetMemberSessionForTests, startMemberSession } from '@/lib/member-session';
import { failure, ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { RealityCheckReminder } from './reality-check-reminder';
import { ResponsibleGamingPage } from './responsible-gaming-page';

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  resetMemberSessionForTests();
  startMemberSession({ token: 'token-1' });
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces('responsible');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const unset = (kind: LimitState['kind']): LimitState => ({
  kind,
  value: null,
  used: null,
  resetsAt: null,
  pending: null,
});

function stateWith(...limits: LimitState[]): ResponsibleGaming {
  return { currency: 'THB', limits, realityCheckMinutes: 60, protection: null };
}

function renderPage(onProtectionTaken = vi.fn()) {
  renderWithProviders(
    <ResponsibleGamingPage
      currency="THB"
      timeZone="Asia/Bangkok"
      onLogIn={vi.fn()}
      onProtectionTaken={onProtectionTaken}
    />,
  );
  return onProtectionTaken;
}

describe('ResponsibleGamingPage', () => {
  it('shows a limit with its use and reset in the brand time zone, and a pending raise with its time', async () => {
    stubApi(({ url }) =>
      url.pathname === '/wps/responsible-gaming'
        ? ok(
            stateWith({
              kind: 'deposit_day',
              value: '1000.00',
              used: '250.00',
              resetsAt: '2026-11-26T17:00:00.000Z',
              pending: {
                value: '5000.00',
                requestedAt: '2026-11-26T03:00:00.000Z',
                effectiveAt: '2026-11-27T03:00:00.000Z',
                confirmable: false,
              },
            }),
          )
        : undefined,
    );
    renderPage();
    expect((await screen.findByTestId('limit-deposit_day-value')).textContent).toBe('฿1,000.00');
    expect(screen.getByTestId('limit-deposit_day-used').textContent).toContain('฿250.00');
    expect(screen.getByTestId('limit-deposit_day-resets').textContent).toContain('2026/11/27 00:00');
    expect(screen.getByTestId('limit-deposit_day-pending').textContent).toContain('฿5,000.00');
    expect(screen.getByTestId('limit-deposit_day-pending-effective').textContent).toContain('2026/11/27 10:00');
    expect(screen.queryByTestId('limit-deposit_day-pending-confirm')).toBeNull();
    expect(screen.getByTestId('limit-loss_day-value').textContent).toBe('No limit');
  });

  it('sets a limit as typed and confirms a confirmable raise', async () => {
    const state = stateWith({
      ...unset('loss_week'),
      value: '100.00',
      used: '0.00',
      pending: {
        value: null,
        requestedAt: '2026-11-25T03:00:00.000Z',
        effectiveAt: '2026-11-26T03:00:00.000Z',
        confirmable: true,
      },
    });
    const calls = stubApi(({ url }) => (url.pathname.startsWith('/wps/responsible-gaming') ? ok(state) : undefined));
    renderPage();
    fireEvent.click(await screen.findByTestId('limit-deposit_week-edit'));
    fireEvent.change(screen.getByTestId('limit-deposit_week-input'), { target: { value: '2500' } });
    fireEvent.click(screen.getByTestId('limit-deposit_week-save'));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.url.pathname).toBe(
        '/wps/responsible-gaming/limits/deposit_week',
      ),
    );
    expect(JSON.parse(String(calls.find((call) => call.method === 'PUT')?.body))).toEqual({ value: '2500.00' });

    fireEvent.click(screen.getByTestId('limit-loss_week-pending-confirm'));
    await waitFor(() =>
      expect(calls.some((call) => call.url.pathname === '/wps/responsible-gaming/limits/loss_week/confirm')).toBe(true),
    );
  });

  it('says a raise waits out the cooling-off before it is sent', async () => {
    stubApi(({ url }) =>
      url.pathname === '/wps/responsible-gaming' ? ok(stateWith({ ...unset('session'), value: '60' })) : undefined,
    );
    renderPage();
    fireEvent.click(await screen.findByTestId('limit-session-edit'));
    fireEvent.change(screen.getByTestId('limit-session-input'), { target: { value: '120' } });
    expect(screen.getByTestId('limit-session-form').textContent).toContain('after 24 hours');
    fireEvent.change(screen.getByTestId('limit-session-input'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('limit-session-save'));
    expect(screen.getByTestId('limit-session-form').textContent).toContain('15 to 1,440');
  });

  it('takes a time-out only with the password, and shows a wrong password', async () => {
    const calls = stubApi(({ url, init }) => {
      if (url.pathname === '/wps/responsible-gaming') return ok(stateWith());
      if (url.pathname === '/wps/responsible-gaming/time-out') {
        const { password } = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { password: string };
        return password === 'Secret#2026'
          ? ok({
              kind: 'time_out',
              period: '7d',
              startedAt: '2026-11-26T03:00:00.000Z',
              endsAt: '2026-12-03T03:00:00.000Z',
            })
          : failure(401, 'INVALID_CREDENTIALS', 'The password is wrong.');
      }
      return undefined;
    });
    const taken = renderPage();
    fireEvent.click(await screen.findByTestId('protection-time_out-period-7d'));
    fireEvent.click(screen.getByTestId('protection-time_out-start'));
    expect(screen.getByTestId('protection-dialog-period').textContent).toContain('7 days');
    fireEvent.click(screen.getByTestId('protection-confirm'));
    expect(await screen.findByText('Enter your password.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('protection-password'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByTestId('protection-confirm'));
    expect((await screen.findByTestId('protection-error')).textContent).toContain('The password is wrong.');
    fireEvent.change(screen.getByTestId('protection-password'), { target: { value: 'Secret#2026' } });
    fireEvent.click(screen.getByTestId('protection-confirm'));
    await waitFor(() => expect(taken).toHaveBeenCalledWith({ kind: 'time_out', endsAt: '2026-12-03T03:00:00.000Z' }));
    const body = JSON.parse(String(calls.at(-1)?.body)) as { period: string };
    expect(body.period).toBe('7d');
  });
});

describe('RealityCheckReminder', () => {
  it('reminds one interval after the session started, and again an interval after Keep playing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.parse('2026-11-26T03:10:00.000Z') });
    const summary: PlaySessionSummary = {
      startedAt: '2026-11-26T03:00:00.000Z',
      minutes: 15,
      stakes: '120.00',
      net: '-45.50',
      realityCheckMinutes: 15,
      sessionEndsAt: null,
    };
    stubApi(({ url }) => (url.pathname === '/wps/responsible-gaming/session' ? ok(summary) : undefined));
    const logOut = vi.fn(() => Promise.resolve());
    renderWithProviders(
      <RealityCheckReminder currency="THB" timeZone="Asia/Bangkok" historyPath="/member" onLogOut={logOut} />,
    );
    await act(() => vi.advanceTimersByTimeAsync(4 * 60_000));
    expect(screen.queryByTestId('reality-check')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect((await screen.findByTestId('reality-check-played')).textContent).toContain('15 minutes');
    expect(screen.getByTestId('reality-check-stakes').textContent).toBe('120.00');
    expect(screen.getByTestId('reality-check-net').textContent).toBe('45.50');

    fireEvent.click(screen.getByTestId('reality-check-continue'));
    expect(screen.queryByTestId('reality-check')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(screen.queryByTestId('reality-check')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
    fireEvent.click(await screen.findByTestId('reality-check-log-out'));
    expect(logOut).toHaveBeenCalled();
  });
});
