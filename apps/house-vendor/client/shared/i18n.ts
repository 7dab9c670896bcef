import type { VendorLanguage } from '../../src/play/play-contract.js';

export const vendorLanguages: readonly VendorLanguage[] = ['th', 'en', 'pt-BR', 'fil'];
export const defaultLanguage: VendorLanguage = 'th';

/** The locale Intl formats numbers and dates with for each language. */
export const languageLocales: Record<VendorLanguage, string> = {
  th: 'th-TH',
  en: 'en-US',
  'pt-BR': 'pt-BR',
  fil: 'fil-PH',
};

/** Every text of a page in every language, key for key. */
export type Dictionaries<Key extends string> = Record<VendorLanguage, Record<Key, string>>;
export type Translate<Key extends string> = (key: Key, values?: Record<string, string | number>) => string;

/** The language a tag names, loosely: `pt`, `pt-br` and `pt-BR` are Portuguese (Brazil), `tl` is Filipino. */
export function findVendorLanguage(tag: string | null | undefined): VendorLanguage | undefined {
  if (!tag) return undefined;
  const normalized = tag.trim().toLowerCase();
  const exact = vendorLanguages.find((language) => language.toLowerCase() === normalized);
  if (exact) return exact;
  const base = normalized.split(/[-_]/)[0];
  if (base === 'pt') return 'pt-BR';
  if (base === 'tl' || base === 'fil') return 'fil';
  if (base === 'th') return 'th';
  if (base === 'en') return 'en';
  return undefined;
}

/** Fills `{name}` placeholders; a placeholder without a value stays visible rather than vanishing. */
export function interpolate(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

export function createTranslator<Key extends string>(
  dictionaries: Dictionaries<Key>,
  language: VendorLanguage,
): Translate<Key> {
  const dictionary = dictionaries[language];
  const fallback = dictionaries[defaultLanguage];
  return (key, values) => interpolate(dictionary[key] ?? fallback[key] ?? key, values);
}

/** Keys a language lacks or leaves empty, and placeholders it drops, compared with the default language. */
export function findDictionaryGaps<Key extends string>(dictionaries: Dictionaries<Key>): string[] {
  const reference = dictionaries[defaultLanguage];
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
  const gaps: string[] = [];
  for (const language of vendorLanguages) {
    const dictionary = dictionaries[language] as Record<string, string | undefined>;
    for (const key of Object.keys(reference) as Key[]) {
      const text = dictionary[key];
      if (!text || text.trim() === '') gaps.push(`${language}: ${key} is missing`);
      else if (placeholders(text).join() !== placeholders(reference[key]).join())
        gaps.push(`${language}: ${key} has placeholders ${placeholders(text).join()}`);
    }
    for (const key of Object.keys(dictionary))
      if (!(key in reference)) gaps.push(`${language}: ${key} is not a key of ${defaultLanguage}`);
  }
  return gaps;
}
