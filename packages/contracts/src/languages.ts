import { z } from 'zod';

/** Interface languages we ship bundles for; Thai is the default everywhere. */
export const languages = ['th', 'en', 'pt-BR', 'fil'] as const;
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;
export const defaultLanguage: Language = 'th';

/** Picks the best supported language from a `Language` header or an `Accept-Language` list. */
export function resolveLanguage(header: string | undefined, fallback: Language = defaultLanguage): Language {
  if (!header) return fallback;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase();
    if (!tag) continue;
    const exact = languages.find((language) => language.toLowerCase() === tag);
    if (exact) return exact;
    const base = tag.split('-')[0];
    const byBase = languages.find((language) => language.toLowerCase().split('-')[0] === base);
    if (byBase) return byBase;
  }
  return fallback;
}
