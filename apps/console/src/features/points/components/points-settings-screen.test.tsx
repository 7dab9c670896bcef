// @vitest-environment jsdom
import type { PointsSettings } from '@croupier/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { prepareJsdom, renderInConsole, stubApi } from '@/test/console-harness';
import PointsSettingsScreen from './points-settings-screen';

beforeAll(async () => {
  await i18n.changeLanguage('en');
  prepareJsdom();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const saved: PointsSettings = {
  expiryDays: 365,
  rules: [
    { category: 'RNG', amount: '100.00', points: '1' },
    { category: 'LIVE', amount: '200.00', points: '1' },
  ],
  conversion: { enabled: true, pointsPerUnit: '100', unitAmount: '1.00', minPoints: '500', stepPoints: '100' },
};

describe('points settings', () => {
  it('loads the settings with category names, edits a ratio and the conversion, saves with PUT and confirms', async () => {
    const calls = stubApi((call) =>
      call.method === 'PUT' ? { ...saved, rules: [{ category: 'RNG', amount: '50.00', points: '2' }] } : saved,
    );
    renderInConsole(<PointsSettingsScreen />);
    const slotsAmount = await screen.findByLabelText<HTMLInputElement>('Valid bet for Slots');
    expect(slotsAmount.value).toBe('100.00');
    expect(screen.getByLabelText<HTMLInputElement>('Points for Live casino').value).toBe('1');
    expect(screen.getByTestId('points-rules').textContent).not.toContain('RNG');
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/bo/points/demo/settings' });

    fireEvent.change(slotsAmount, { target: { value: '50.00' } });
    fireEvent.change(screen.getByLabelText('Points for Slots'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Valid bet for Live casino'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Points for Live casino'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Points expire after (days)'), { target: { value: '180' } });
    fireEvent.change(screen.getByLabelText('Minimum points'), { target: { value: '1000' } });
    fireEvent.click(screen.getByTestId('points-settings-save'));

    expect((await screen.findByRole('status')).textContent).toBe('Points settings saved.');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/bo/points/demo/settings');
    expect(put?.body).toEqual({
      expiryDays: 180,
      rules: [{ category: 'RNG', amount: '50.00', points: '2' }],
      conversion: { enabled: true, pointsPerUnit: '100', unitAmount: '1.00', minPoints: '1000', stepPoints: '100' },
    });
  });

  it('refuses what the contract refuses before sending anything, with the field message', async () => {
    const calls = stubApi(() => saved);
    renderInConsole(<PointsSettingsScreen />);
    fireEvent.change(await screen.findByLabelText('Valid bet for Slots'), { target: { value: '1.005' } });
    expect(screen.getByRole('alert').textContent).toBe('Enter an amount above 0 with at most two decimals.');
    expect(screen.getByTestId<HTMLButtonElement>('points-settings-save').disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Valid bet for Slots'), { target: { value: '100.00' } });
    fireEvent.change(screen.getByLabelText('Points expire after (days)'), { target: { value: '0' } });
    expect(screen.getByRole('alert').textContent).toBe('Enter whole days from 1 to 3650.');
    fireEvent.change(screen.getByLabelText('Points expire after (days)'), { target: { value: '365' } });
    fireEvent.change(screen.getByLabelText('Step (points)'), { target: { value: '0' } });
    expect(screen.getByRole('alert').textContent).toBe('Enter whole points (more than 0 for conversion).');
    fireEvent.submit(screen.getByTestId('points-settings-save').closest('form') as HTMLFormElement);
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it("shows the server's refusal translated", async () => {
    stubApi((call) =>
      call.method === 'PUT'
        ? new Response(JSON.stringify({ success: false, code: 'FORBIDDEN', message: '', value: null }), { status: 403 })
        : saved,
    );
    renderInConsole(<PointsSettingsScreen />);
    fireEvent.change(await screen.findByLabelText('Points for Slots'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('points-settings-save'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('You are not allowed to do this.'));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
