import type { Language } from '@croupier/contracts';
import type { GameWithVendor } from '../../modules/games/index.js';
import type { Merchant } from '../../modules/merchant/index.js';
import type { AuthenticatedMember } from './authenticated-member.js';

/**
 * Opens a game at the vendor that runs it and answers the URL for the site's game frame. A game's `engine` is
 * `<vendor code>:<the vendor's game id>` (`HOUSE:slot:golden-temple`); launchers are registered per vendor code,
 * and a game whose vendor has none is honestly "under maintenance".
 */
export type GameEngineLauncher = (input: {
  merchant: Merchant;
  game: GameWithVendor;
  vendorGameId: string;
  member: AuthenticatedMember | null;
  mode: 'real' | 'demo';
  language: Language;
}) => Promise<string>;
