import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createIdempotencyKey, useIdempotencyKey } from './idempotency-key';

describe('createIdempotencyKey', () => {
  it('makes a version-4 UUID', () => {
    expect(createIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('useIdempotencyKey', () => {
  it('sends the same key again when the outcome of the first try is unknown', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor('{"amount":"100"}');
    act(() => result.current.settle(new ApiError({ code: 'NETWORK_ERROR', message: '', status: 0 })));
    expect(result.current.keyFor('{"amount":"100"}')).toBe(first);
  });

  it('makes a new key after a clear answer or for a different request', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor('{"amount":"100"}');
    act(() => result.current.settle(new ApiError({ code: 'INSUFFICIENT_FUNDS', message: '', status: 400 })));
    const second = result.current.keyFor('{"amount":"100"}');
    expect(second).not.toBe(first);
    expect(result.current.keyFor('{"amount":"200"}')).not.toBe(second);
    const third = result.current.keyFor('{"amount":"300"}');
    act(() => result.current.settle());
    expect(result.current.keyFor('{"amount":"300"}')).not.toBe(third);
  });
});
