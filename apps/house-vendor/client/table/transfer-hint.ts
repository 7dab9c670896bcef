// The tables' hint is every game's (decision 0054); kept here so the table page's import stays as it was.
export { needsTransferHint } from '../shared/transfer-wallet-hint.js';
