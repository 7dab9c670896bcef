/** Every browser-storage key of the web in one place; `lang` and `hisLang` are the names the spec gives. */
export const storageKeys = {
  language: 'lang',
  historyLanguage: 'hisLang',
  sideMenuCollapsed: 'sideMenuCollapsed',
} as const;
