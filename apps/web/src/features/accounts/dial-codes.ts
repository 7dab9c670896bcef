/** The country dialing codes a player can pick (spec §3 "Country"), Thailand first as the default market. */
export const dialCodes = [
  { code: '66', country: 'TH' },
  { code: '63', country: 'PH' },
  { code: '55', country: 'BR' },
  { code: '1', country: 'US' },
  { code: '44', country: 'GB' },
  { code: '65', country: 'SG' },
  { code: '60', country: 'MY' },
  { code: '84', country: 'VN' },
  { code: '62', country: 'ID' },
  { code: '95', country: 'MM' },
  { code: '855', country: 'KH' },
  { code: '856', country: 'LA' },
  { code: '86', country: 'CN' },
  { code: '81', country: 'JP' },
  { code: '82', country: 'KR' },
] as const;

export const defaultDialCode = '66';

/** Spec §5: the country code is preselected from the visitor's current country when we know its code. */
export function initialDialCode(countryCode: string | null | undefined): string {
  const match = dialCodes.find((entry) => entry.country === countryCode?.toUpperCase());
  return match?.code ?? defaultDialCode;
}

export function countryOfDialCode(code: string): string {
  return dialCodes.find((entry) => entry.code === code)?.country ?? '';
}
