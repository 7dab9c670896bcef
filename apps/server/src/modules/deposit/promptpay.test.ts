import { describe, expect, it } from 'vitest';
import { crc16, promptPayPayload, promptPayTarget } from './promptpay.js';

/** Reads an EMVCo payload back into its fields (id -> value), one level deep. */
function parseFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let position = 0;
  while (position < payload.length) {
    const id = payload.slice(position, position + 2);
    const length = Number(payload.slice(position + 2, position + 4));
    fields.set(id, payload.slice(position + 4, position + 4 + length));
    position += 4 + length;
  }
  return fields;
}

describe('crc16', () => {
  it('matches the CRC-16/CCITT-FALSE check value', () => {
    expect(crc16('123456789')).toBe('29B1');
  });
});

describe('PromptPay payload', () => {
  it('encodes a mobile number with an amount as a dynamic QR with a valid CRC', () => {
    const payload = promptPayPayload('081-234-5678', 12_345n);
    const fields = parseFields(payload);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('01')).toBe('12');
    expect(fields.get('29')).toBe('0016A000000677010111011300668123456780'.slice(0, 37));
    expect(fields.get('53')).toBe('764');
    expect(fields.get('54')).toBe('123.45');
    expect(fields.get('58')).toBe('TH');
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
  });

  it('encodes national ids and e-wallets, static without an amount', () => {
    expect(promptPayTarget('1-2345-67890-12-3')).toEqual({ subfield: '02', value: '1234567890123' });
    expect(promptPayTarget('123456789012345')).toEqual({ subfield: '03', value: '123456789012345' });
    const fields = parseFields(promptPayPayload('1234567890123'));
    expect(fields.get('01')).toBe('11');
    expect(fields.has('54')).toBe(false);
  });

  it('refuses what is not a PromptPay id', () => {
    expect(() => promptPayTarget('12345')).toThrow(RangeError);
  });
});
