/** Every browser-storage key of the web in one place; `lang`, `hisLang` and the session keys are the names the spec gives. */
export const storageKeys = {
  language: 'lang',
  historyLanguage: 'hisLang',
  sideMenuCollapsed: 'sideMenuCollapsed',
  /** The last username, kept while "remember me" stays ticked; never the password. */
  rememberedUsername: 'rememberedUsername',
  /** When a remembered (localStorage) session stops counting, in epoch milliseconds. */
  sessionExpiresAt: 'sessionExpiresAt',
  balanceHidden: 'balanceHidden',
  /** When the player last answered the reality check, and for which login session (sessionStorage). */
  realityCheckSeen: 'realityCheckSeen',
  /** A visitor's live chat token (decision 0085), so a reload resumes their conversation. */
  chatToken: 'chatToken',
  /** The browser's random device id (`X-Device-Id`, lib/device-id.ts). */
  deviceId: 'deviceId',
} as const;

/** The member session's keys of spec §3, kept in sessionStorage, or in localStorage for a remembered sign-in. */
export const sessionKeys = {
  token: 'token',
  nickname: 'nickname',
  account: 'account',
  username: 'username',
  customerId: 'customerId',
  isAgent: 'isAgent',
  isTrial: 'isTrial',
  accountType: 'accountType',
} as const;

/** The game keys of spec §3, kept in sessionStorage for the visit: the hot list and where the last launch came from. */
export const gameSessionKeys = {
  hotGames: 'HOT_GAMES',
  gameVendor: 'gameVendor',
} as const;

/** The site content's keys, kept in sessionStorage for the visit: the popup announcements already closed. */
export const contentSessionKeys = {
  closedPopups: 'closedPopups',
} as const;
