import { describe, expect, it } from 'vitest';
import { maskEmail, maskMobile } from './mask-contact';

describe('maskMobile', () => {
  it('keeps the first and last three digits', () => {
    expect(maskMobile('0812345678')).toBe('081****678');
  });

  it('hides all but the first digit of a short number', () => {
    expect(maskMobile('12345')).toBe('1****');
  });
});

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('lucky.player@example.com')).toBe('l***@example.com');
  });
});
