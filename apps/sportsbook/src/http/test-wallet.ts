import type { VendorSession } from '@croupier/contracts';
import type { AdjustingWalletClient } from '@croupier/contracts/vendor-wallet-client';

/** A platform wallet for tests: launch tokens it knows authenticate to the given sessions; no money moves. */
export function testWalletClient(
  launches: Record<string, Partial<VendorSession>>,
  now: () => Date = () => new Date(),
): AdjustingWalletClient {
  const refuse = { ok: false as const, status: 400, code: 'NOT_SUPPORTED', message: 'test wallet', value: null };
  return {
    authenticate: (token) => {
      const launched = launches[token];
      if (!launched)
        return Promise.resolve({ ok: false, status: 401, code: 'SESSION_NOT_FOUND', message: 'unknown', value: null });
      return Promise.resolve({
        ok: true,
        value: {
          playerId: 'player-1',
          mode: 'real',
          nickname: 'somchai',
          currency: 'THB',
          balance: '1500.00',
          language: 'th',
          brand: 'demo',
          gameCode: 'SB_FOOTBALL',
          vendorGameId: 'football',
          gameName: 'Football',
          expiresAt: new Date(now().getTime() + 3_600_000).toISOString(),
          timeZone: 'Asia/Bangkok',
          ...launched,
        },
      });
    },
    balance: () => Promise.resolve({ ok: true, value: { balance: '1234.50', currency: 'THB' } }),
    bet: () => Promise.resolve(refuse),
    win: () => Promise.resolve(refuse),
    betWin: () => Promise.resolve(refuse),
    rollback: () => Promise.resolve(refuse),
    adjust: () => Promise.resolve(refuse),
  };
}
