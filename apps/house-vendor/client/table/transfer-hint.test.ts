import { describe, expect, it } from 'vitest';
import { needsTransferHint } from './transfer-hint.js';

describe('the transfer-wallet hint of a table', () => {
  it('shows on a transfer-wallet table whose game wallet cannot pay the smallest bet', () => {
    const transfer = { mode: 'real', walletModel: 'transfer' } as const;
    expect(needsTransferHint(transfer, 0, 1_000)).toBe(true);
    expect(needsTransferHint(transfer, 999, 1_000)).toBe(true);
    expect(needsTransferHint(transfer, 1_000, 1_000)).toBe(false);
  });

  it('never shows on a seamless or demo table, even at 0.00', () => {
    expect(needsTransferHint({ mode: 'real', walletModel: 'seamless' }, 0, 1_000)).toBe(false);
    expect(needsTransferHint({ mode: 'real' }, 0, 1_000)).toBe(false);
    expect(needsTransferHint({ mode: 'demo' }, 0, 1_000)).toBe(false);
  });
});
