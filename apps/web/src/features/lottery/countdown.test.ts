import { describe, expect, it } from 'vitest';
import { formatCountdown, hiddenCountdown, mayRefetch, msUntilClose } from './countdown';

const reception = { receivedAt: 10_000, roundTripMs: 400 };

describe('msUntilClose', () => {
  it('takes the close lead and half the round trip off the time to the draw', () => {
    // 65 s to the draw, 5 s lead, 0.2 s of the answer's trip: 59.8 s to close when it arrived.
    expect(msUntilClose({ isSale: true, remainTime: 65_000, lockTime: 5 }, reception, 10_000)).toBe(59_800);
  });

  it('counts down from the moment the answer arrived and stops at zero', () => {
    const numero = { isSale: true, remainTime: 65_000, lockTime: 5 };
    expect(msUntilClose(numero, reception, 40_000)).toBe(29_800);
    expect(msUntilClose(numero, reception, 90_000)).toBe(0);
    // A clock read before the answer arrived does not add time.
    expect(msUntilClose(numero, reception, 9_000)).toBe(59_800);
  });

  it('has nothing to count when the numero is not on sale, missing, or over 1000 hours away', () => {
    expect(msUntilClose({ isSale: false, remainTime: 65_000, lockTime: 5 }, reception, 10_000)).toBeNull();
    expect(msUntilClose(null, reception, 10_000)).toBeNull();
    const farAway = 1001 * 60 * 60 * 1000;
    expect(msUntilClose({ isSale: true, remainTime: farAway, lockTime: 0 }, reception, 10_000)).toBeNull();
  });
});

describe('formatCountdown', () => {
  it('writes HH:MM:SS with whole seconds rounded up', () => {
    expect(formatCountdown(59_800)).toBe('00:01:00');
    expect(formatCountdown(59_000)).toBe('00:00:59');
    expect(formatCountdown(3_723_000)).toBe('01:02:03');
    expect(formatCountdown(400)).toBe('00:00:01');
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(999 * 3600 * 1000)).toBe('999:00:00');
  });

  it('hides a countdown there is no close for', () => {
    expect(formatCountdown(null)).toBe(hiddenCountdown);
  });
});

describe('mayRefetch', () => {
  it('asks again at most once every 5 seconds', () => {
    expect(mayRefetch(null, 1000)).toBe(true);
    expect(mayRefetch(1000, 5999)).toBe(false);
    expect(mayRefetch(1000, 6000)).toBe(true);
  });
});
