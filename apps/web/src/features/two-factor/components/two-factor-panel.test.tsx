import type { TwoFactorStatus } from '@croupier/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { resetMemberSessionForTests, startMemberSession } from '@/lib/member-session';
import { failure, ok, renderWithProviders, stubApi } from '@/test/render-with-providers';
import { TwoFactorPanel } from './two-factor-panel';

const qrCode = 'data:image/png;base64,iVBORw0KGgo=';
const recoveryCodes = Array.from({ length: 10 }, (_, index) => `abcde-fgh${String(index).padStart(2, '0')}`);

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  resetMemberSessionForTests();
  startMemberSession({ token: 'token-1' });
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fill(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

const off: TwoFactorStatus = { enabled: false, requiredByBrand: false, enabledAt: null, recoveryCodesLeft: 0 };
const on: TwoFactorStatus = {
  enabled: true,
  requiredByBrand: false,
  enabledAt: '2026-11-25T17:30:00Z',
  recoveryCodesLeft: 10,
};

describe('TwoFactorPanel', () => {
  it('enrols: password, QR code and key, a first code, then the recovery codes once', async () => {
    let status = off;
    const calls = stubApi(({ url, method }) => {
      if (url.pathname === '/wps/member/two-factor' && method === 'GET') return ok(status);
      if (url.pathname === '/wps/member/two-factor/enrolment') {
        return ok({
          otpauthUri: 'otpauth://totp/Demo:lucky1?secret=JBSWY3DPEHPK3PXP',
          qrCode,
          secretGroups: ['JBSW', 'Y3DP', 'EHPK', '3PXP'],
        });
      }
      if (url.pathname === '/wps/member/two-factor/enrolment/confirm') {
        const { code } = JSON.parse(String(calls.at(-1)?.body)) as { code: string };
        if (code !== '654321') return failure(401, 'TWO_FACTOR_CODE_INVALID', 'The two-factor code is wrong.');
        status = on;
        return ok({ recoveryCodes });
      }
      return undefined;
    });
    renderWithProviders(<TwoFactorPanel timeZone="Asia/Bangkok" />);

    expect((await screen.findByTestId('two-factor-status')).textContent).toContain('Off');
    fireEvent.click(screen.getByTestId('two-factor-turn-on'));
    fireEvent.click(screen.getByTestId('two-factor-submit'));
    expect(await screen.findByText('Please enter your login password')).toBeTruthy();
    fill('two-factor-password', 'Secret#2026');
    fireEvent.click(screen.getByTestId('two-factor-submit'));

    expect((await screen.findByTestId('two-factor-qr')).getAttribute('src')).toBe(qrCode);
    expect(screen.getByTestId('two-factor-key').textContent).toBe('JBSW Y3DP EHPK 3PXP');

    fill('two-factor-code', '12345a');
    fireEvent.click(screen.getByTestId('two-factor-submit'));
    expect(await screen.findByText('Enter the 6 digits from the app')).toBeTruthy();

    fill('two-factor-code', '111111');
    fireEvent.click(screen.getByTestId('two-factor-submit'));
    expect(await screen.findByText('The two-factor code is wrong.')).toBeTruthy();

    fill('two-factor-code', '654321');
    fireEvent.click(screen.getByTestId('two-factor-submit'));
    const shown = await screen.findAllByTestId('two-factor-recovery-code');
    expect(shown.map((item) => item.textContent)).toEqual(recoveryCodes);

    fireEvent.click(screen.getByTestId('two-factor-codes-done'));
    await waitFor(() => expect(screen.getByTestId('two-factor-status').textContent).toBe('On since 2026/11/26'));
    expect(screen.queryByTestId('two-factor-recovery-code')).toBeNull();
    expect(screen.getByText('Recovery codes left: 10')).toBeTruthy();
  });

  it('says the brand requires it and offers no switch-off then', async () => {
    stubApi(({ url }) =>
      url.pathname === '/wps/member/two-factor' ? ok({ ...on, requiredByBrand: true }) : undefined,
    );
    renderWithProviders(<TwoFactorPanel timeZone="Asia/Bangkok" />);
    await screen.findByTestId('two-factor-regenerate');
    expect(screen.queryByTestId('two-factor-disable')).toBeNull();
  });

  it('asks a brand-required member to turn it on', async () => {
    stubApi(({ url }) =>
      url.pathname === '/wps/member/two-factor' ? ok({ ...off, requiredByBrand: true }) : undefined,
    );
    renderWithProviders(<TwoFactorPanel timeZone="Asia/Bangkok" />);
    expect((await screen.findByTestId('two-factor-required')).textContent).toContain(
      'This site requires two-factor authentication',
    );
  });
});
