import { describe, expect, it } from 'vitest';
import { createFavouriteThrottle } from './favourite-throttle';

describe('favourite throttle', () => {
  it('ignores a second click on the same game within 1 s', () => {
    let time = 10_000;
    const throttle = createFavouriteThrottle(1_000, () => time);
    expect(throttle.accept(7)).toBe(true);
    time += 999;
    expect(throttle.accept(7)).toBe(false);
    time += 1;
    expect(throttle.accept(7)).toBe(true);
  });

  it('lets different games act independently', () => {
    const throttle = createFavouriteThrottle(1_000, () => 0);
    expect(throttle.accept(1)).toBe(true);
    expect(throttle.accept(2)).toBe(true);
    expect(throttle.accept(1)).toBe(false);
  });
});
