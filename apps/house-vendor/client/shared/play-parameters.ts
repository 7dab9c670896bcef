import type { VendorLanguage } from '../../src/play/play-contract.js';
import { findVendorLanguage } from './i18n.js';

/** What the site puts in a game page's URL: `/play?token=...&game=slot:golden-temple&lang=th`. */
export type PlayParameters = {
  token: string | null;
  /** The vendor game id, e.g. `slot:golden-temple` or `baccarat`. */
  game: string | null;
  /** The language asked for in the URL, when it is one the pages speak. */
  language: VendorLanguage | undefined;
};

export function readPlayParameters(search: string): PlayParameters {
  const parameters = new URLSearchParams(search);
  const token = parameters.get('token');
  return {
    token: token && token.trim() !== '' ? token.trim() : null,
    game: parameters.get('game'),
    language: findVendorLanguage(parameters.get('lang')),
  };
}
