import { describe, expect, it } from 'vitest';
import { isPublicAddress, normalizeAddress } from './ip-address.js';

describe('isPublicAddress', () => {
  it.each(['127.0.0.1', '10.1.2.3', '192.168.1.1', '172.20.0.1', '::1', 'fd00::1', '::ffff:127.0.0.1', 'nonsense'])(
    '%s is not public',
    (address) => expect(isPublicAddress(address)).toBe(false),
  );

  it.each(['203.0.113.7', '8.8.8.8', '2001:db8::1', '::ffff:203.0.113.7'])('%s is public', (address) =>
    expect(isPublicAddress(address)).toBe(true),
  );

  it('unwraps IPv4-mapped addresses', () => {
    expect(normalizeAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });
});
