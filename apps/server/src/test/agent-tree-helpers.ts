import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isAgentType } from '@croupier/contracts';
import { findMerchantIdByCode } from '../modules/merchant/index.js';
import { member } from '../modules/member/member.tables.js';
import { createWalletService } from '../modules/wallet/index.js';
import type { TestApp } from './test-app.js';
import { createPlayer } from './withdrawal-helpers.js';
import type { Player } from './withdrawal-helpers.js';

/**
 * A registered member of the demo brand made an agent of `type` (or left a member with type 0) under `upline`, as
 * an operator's tree would have it; the closure follows by its triggers (decision 0073).
 */
export async function createTreeMember(
  testApp: TestApp,
  options: { type?: number; upline?: Player | null; balanceMinor?: bigint; paymentPassword?: string | null } = {},
): Promise<Player> {
  const player = await createPlayer(testApp, {
    bankAccount: false,
    ...(options.paymentPassword === undefined ? {} : { paymentPassword: options.paymentPassword }),
  });
  await testApp.database.db
    .update(member)
    .set({ type: options.type ?? 0, uplineId: options.upline?.memberId ?? null })
    .where(eq(member.id, player.memberId));
  if (options.balanceMinor) await fundMainWallet(testApp, player.memberId, options.balanceMinor, options.type ?? 0);
  return player;
}

/** Money into the member's main wallet of its type (agent or player) through the ledger, as a deposit would. */
export async function fundMainWallet(testApp: TestApp, memberId: string, amountMinor: bigint, type: number) {
  const merchantId = (await findMerchantIdByCode(testApp.database.db, 'demo')) ?? '';
  const wallet = createWalletService({ db: testApp.database.db });
  await wallet.transfer({
    merchantId,
    currency: 'THB',
    idempotencyKey: `test:fund:${randomBytes(8).toString('hex')}`,
    type: 'deposit',
    debitAccountId: (await wallet.systemAccount(merchantId, 'THB', 'cash_in')).id,
    creditAccountId: (
      await wallet.mainWallet(merchantId, 'THB', memberId, isAgentType(type) ? 'agent_main' : 'player_main')
    ).id,
    amountMinor,
  });
}
