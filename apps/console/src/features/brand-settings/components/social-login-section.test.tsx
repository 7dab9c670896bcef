// @vitest-environment jsdom
import type { SocialProviderConfig } from '@croupier/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { prepareJsdom, renderInConsole, stubApi } from '@/test/console-harness';
import { SocialLoginSection } from './social-login-section';

beforeAll(async () => {
  await i18n.changeLanguage('en');
  prepareJsdom();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const line: SocialProviderConfig = {
  provider: 'line',
  enabled: true,
  clientId: 'line-client',
  issuerUrl: 'https://access.line.me',
  clientSecretSet: true,
  updatedAt: '2026-11-27T10:00:00.000Z',
};
const providers = [
  line,
  {
    ...line,
    provider: 'google' as const,
    enabled: false,
    clientId: '',
    issuerUrl: 'https://accounts.google.com',
    clientSecretSet: false,
    updatedAt: null,
  },
  {
    ...line,
    provider: 'facebook' as const,
    enabled: false,
    clientId: '',
    issuerUrl: 'https://www.facebook.com',
    clientSecretSet: false,
    updatedAt: null,
  },
];

describe('social login settings', () => {
  it('never shows the secret, keeps it when the field is left empty, and sends a new one only when typed', async () => {
    const calls = stubApi((call) => (call.method === 'PUT' ? line : { providers }));
    renderInConsole(<SocialLoginSection code="demo" />);
    const secret = await screen.findByTestId<HTMLInputElement>('social-line-client-secret');
    expect(secret.value).toBe('');
    expect(secret.placeholder).toBe('Stored — leave empty to keep');

    fireEvent.change(screen.getByTestId('social-line-client-id'), { target: { value: 'line-client-2' } });
    fireEvent.click(screen.getByTestId('social-line-save'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/bo/social-login/demo/providers/line');
    expect(put?.body).toEqual({ enabled: true, clientId: 'line-client-2', issuerUrl: 'https://access.line.me' });

    fireEvent.click(screen.getByTestId('social-google-enabled'));
    fireEvent.change(screen.getByTestId('social-google-client-id'), { target: { value: 'google-client' } });
    fireEvent.change(screen.getByTestId('social-google-client-secret'), { target: { value: 'g-secret' } });
    fireEvent.click(screen.getByTestId('social-google-save'));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT')[1]?.body).toEqual({
      enabled: true,
      clientId: 'google-client',
      issuerUrl: 'https://accounts.google.com',
      clientSecret: 'g-secret',
    });
  });
});
