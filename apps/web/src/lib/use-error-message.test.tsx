import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { i18n } from './i18n';
import { interpolationValuesOf, useErrorMessage } from './use-error-message';

const refusal = {
  limitKind: 'deposit_day',
  limitText: '฿1,000.00',
  resetsAt: '2026-11-26T17:00:00.000Z',
  resetsAtText: '2026/11/27 00:00',
  endsAt: null,
  endsAtText: null,
};

describe('useErrorMessage', () => {
  it("fills the code's text from the refusal's value when the server sent no message", async () => {
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces('common');
    const { result } = renderHook(() => useErrorMessage());
    const text = result.current(
      new ApiError({ code: 'DEPOSIT_LIMIT_REACHED', message: '', status: 422, value: refusal }),
    );
    expect(text).toContain('฿1,000.00');
    expect(text).toContain('2026/11/27 00:00');
    expect(text).not.toContain('{{');
  });

  it("keeps the server's own message, already filled in the player's language", () => {
    const { result } = renderHook(() => useErrorMessage());
    const message = 'Your account is on a time-out until 2026/11/27 10:00.';
    expect(result.current(new ApiError({ code: 'PLAYER_TIMED_OUT', message, status: 403, value: refusal }))).toBe(
      message,
    );
  });
});

describe('interpolationValuesOf', () => {
  it("passes a value's texts and numbers, never i18next's own option names", () => {
    expect(interpolationValuesOf({ limitText: 'x', count: 3, lng: 'th', nested: {}, minutes: 5 })).toEqual({
      limitText: 'x',
      minutes: 5,
    });
    expect(interpolationValuesOf(null)).toEqual({});
    expect(interpolationValuesOf(['a'])).toEqual({});
  });
});
