/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as EMVCo QR payloads require. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const field = (id: string, value: string) => `${id}${value.length.toString().padStart(2, '0')}${value}`;

const promptPayApplicationId = 'A000000677010111';

/** PromptPay ids are a Thai mobile number, a 13-digit national or tax id, or a 15-digit e-wallet id. */
export function promptPayTarget(promptPayId: string): { subfield: '01' | '02' | '03'; value: string } {
  const digits = promptPayId.replace(/\D/g, '');
  if (digits.length === 15) return { subfield: '03', value: digits };
  if (digits.length === 13) return { subfield: '02', value: digits };
  if (/^0\d{9}$/.test(digits)) return { subfield: '01', value: `0066${digits.slice(1)}`.padStart(13, '0') };
  throw new RangeError('not a PromptPay id: expected a mobile number, a 13-digit id or a 15-digit e-wallet id');
}

/**
 * The EMVCo merchant-presented QR payload for a PromptPay transfer of `amountMinor` satang (THB):
 * dynamic (point of initiation 12) with the amount, closed by its CRC.
 */
export function promptPayPayload(promptPayId: string, amountMinor?: bigint): string {
  const target = promptPayTarget(promptPayId);
  const amount =
    amountMinor === undefined
      ? ''
      : field('54', `${amountMinor / 100n}.${(amountMinor % 100n).toString().padStart(2, '0')}`);
  const body = [
    field('00', '01'),
    field('01', amountMinor === undefined ? '11' : '12'),
    field('29', field('00', promptPayApplicationId) + field(target.subfield, target.value)),
    field('53', '764'),
    amount,
    field('58', 'TH'),
    '6304',
  ].join('');
  return `${body}${crc16(body)}`;
}
