import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import fil from './fil.json';
import ptBr from './pt-BR.json';
import th from './th.json';

export const appLanguages = ['th', 'en', 'pt-BR', 'fil'] as const;
export type AppLanguage = (typeof appLanguages)[number];

declare module 'i18next' {
  // Keys are typed against the Thai bundle (the default and the fallback): a misspelt key is a compile error.
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof th };
  }
}

/**
 * All four bundles ship with the app: the book's texts are a few kilobytes, and a launch must not wait for a second
 * request before the board can show a label.
 */
export const bundles: Record<AppLanguage, Record<string, unknown>> = { th, en, 'pt-BR': ptBr, fil };

export const i18n = createInstance();
void i18n.use(initReactI18next).init({
  lng: 'th',
  fallbackLng: 'th',
  resources: Object.fromEntries(appLanguages.map((language) => [language, { translation: bundles[language] }])),
  interpolation: { escapeValue: false },
  returnNull: false,
});
