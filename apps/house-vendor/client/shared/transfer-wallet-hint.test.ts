// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createTranslator } from './i18n.js';
import { createTransferHint, needsTransferHint, transferHintMessages } from './transfer-wallet-hint.js';

describe('the transfer-wallet hint of any game', () => {
  it('shows on a transfer-wallet game whose game wallet cannot pay the smallest stake', () => {
    const transfer = { mode: 'real', walletModel: 'transfer' } as const;
    expect(needsTransferHint(transfer, 0, 100)).toBe(true);
    expect(needsTransferHint(transfer, 99, 100)).toBe(true);
    expect(needsTransferHint(transfer, 100, 100)).toBe(false);
    expect(needsTransferHint({ mode: 'real', walletModel: 'seamless' }, 0, 100)).toBe(false);
    expect(needsTransferHint({ mode: 'demo' }, 0, 100)).toBe(false);
  });

  it("follows the balance and says the steps in the player's language", () => {
    const hint = createTransferHint(
      { mode: 'real', walletModel: 'transfer' },
      createTranslator(transferHintMessages, 'th'),
    );
    hint.update(0, 100);
    expect(hint.element.hidden).toBe(false);
    expect(hint.element.textContent).toContain('กระเป๋าหลัก');
    hint.update(5_000, 100);
    expect(hint.element.hidden).toBe(true);
  });
});
