/** Keys whose values are never shown, whatever an action put there. */
const secretKey = /pass(word)?|secret|token|otp|pin|code$|recovery|hash|card|cvv/i;
/** Names of things that end in "code" and are no secret: a game's, a vendor's, a brand's or a country's code. */
const catalogueCode = /(game|vendor|merchant|brand|country|currency|language|bank|category)Code$/i;
/** A run of 6 or more digits (a mobile or bank account number) keeps only its last 4. */
const longNumber = /\d{2,}(\d{4})/g;

function maskValue(key: string, value: unknown): unknown {
  if (secretKey.test(key) && !catalogueCode.test(key) && value !== null && value !== undefined && value !== '')
    return '••••';
  if (typeof value === 'string')
    return value.replace(longNumber, (match, last: string) => `${'•'.repeat(match.length - 4)}${last}`);
  if (Array.isArray(value)) return value.map((item) => maskValue('', item));
  if (value && typeof value === 'object') return maskDetail(value as Record<string, unknown>);
  return value;
}

/**
 * An audit row's detail as the console shows and exports it: values under secret-looking keys hidden, long digit
 * runs cut to their last four. Actions already keep secrets out of the log; this is the second line, for a detail
 * someone wrote carelessly.
 */
export function maskDetail(detail: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(detail).map(([key, value]) => [key, maskValue(key, value)]));
}
