import { countryCodes } from '@croupier/contracts';

export type CountryOption = { code: string; name: string };

/** Every country a rule may name, by its name in `language` (CLDR's, through Intl), in that language's order. */
export function countryOptions(language: string): CountryOption[] {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(language);
  return countryCodes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((left, right) => collator.compare(left.name, right.name));
}

/** The options whose name or code holds what the operator typed, case and accents aside. */
export function filterCountries(options: readonly CountryOption[], query: string): CountryOption[] {
  const folded = fold(query.trim());
  if (folded === '') return [...options];
  return options.filter((option) => fold(option.name).includes(folded) || option.code.toLowerCase() === folded);
}

function fold(text: string) {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();
}
