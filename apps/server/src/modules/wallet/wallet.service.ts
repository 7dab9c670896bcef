import { createHash } from 'node:crypto';
import { formatMinor, isAgentType, pageOffset } from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/transaction.js';
import { DomainError } from '../../lib/domain-error.js';
import { createGroupCommit } from '../../lib/group-commit.js';
import {
  callPostTransfer,
  callPostTransferBatch,
  findTransfersByKeys,
  lockAccount,
  lockAccountDebt,
  lockAccountsInOrder,
  ensureAccount,
  listMemberAccounts,
  listMemberEntries,
  listMismatchedAccounts,
  sumEntriesByCurrency,
} from './wallet.repository.js';
import type {
  AccountIdentity,
  HistoryFilter,
  LedgerAccountRow,
  PostTransferInput,
  PostTransferRow,
} from './wallet.repository.js';
import type { LedgerAccountKind } from './wallet.tables.js';

/**
 * Which main wallet a member's money lives in, by account type: agents (types 1, 2, 41, 42) have an agent wallet,
 * everyone else, a trial account included, a player wallet. Every caller asks here rather than spelling it out.
 */
export function mainWalletKind(memberType: number): 'player_main' | 'agent_main' {
  return isAgentType(memberType) ? 'agent_main' : 'player_main';
}

export type TransferRequest = {
  merchantId: string;
  currency: string;
  idempotencyKey: string;
  type: string;
  reference?: string;
  debitAccountId: string;
  creditAccountId: string;
  amountMinor: bigint;
  metadata?: Record<string, unknown>;
};

export type TransferResult = {
  transferId: string;
  replayed: boolean;
  debitBalanceMinor: bigint | null;
  creditBalanceMinor: bigint | null;
};

export type Reconciliation = {
  balanced: boolean;
  currencies: { currency: string; totalMinor: bigint; entries: number }[];
  mismatchedAccounts: { accountId: string; balanceMinor: bigint; entriesMinor: bigint }[];
};

/** What makes two requests "the same": everything but the key itself. */
function hashRequest(request: TransferRequest): string {
  const canonical = JSON.stringify([
    request.type,
    request.reference ?? '',
    request.currency,
    request.amountMinor.toString(),
    request.debitAccountId,
    request.creditAccountId,
    request.metadata ?? {},
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

const toBigint = (value: string | number | bigint | null): bigint | null => (value === null ? null : BigInt(value));

/**
 * The double-entry ledger. Every move is one call of the database function `ledger_post_transfer`:
 * exactly once per idempotency key, never below zero on a wallet, the same result on a replay.
 */
/**
 * Account ids never change once made, so the id of each identity is remembered per process; the bet path
 * then costs one database call. Balances are never cached.
 */
type AccountRef = Pick<LedgerAccountRow, 'id' | 'kind' | 'vendorCode'>;
const knownAccountIds = new Map<string, AccountRef>();
const identityKey = (identity: AccountIdentity) =>
  `${identity.merchantId}|${identity.currency}|${identity.kind}|${identity.memberId ?? ''}|${identity.vendorCode}|${identity.grantId ?? ''}`;

/** Posts one transfer; by default one call of its own, or through a group commit (`createLedgerGroupCommit`). */
export type PostTransfer = (input: PostTransferInput) => Promise<PostTransferRow>;

/**
 * Transfers that arrive while earlier ones are running go together as one call and one commit, each with its own
 * answer (decision 0023); a batch that fails as a whole runs each transfer alone.
 */
export function createLedgerGroupCommit(
  db: Database,
  options: { maxBatchSize: number; maxCallsInFlight: number; onBatchFailed?: (error: unknown, size: number) => void },
): PostTransfer {
  const calls = createGroupCommit<PostTransferInput, PostTransferRow>({
    runBatch: (inputs) => callPostTransferBatch(db, inputs),
    runOne: (input) => callPostTransfer(db, input),
    ...options,
  });
  return (input) => calls.submit(input);
}

export function createWalletService({ db, postTransfer }: { db: Database; postTransfer?: PostTransfer }) {
  const post: PostTransfer = postTransfer ?? ((input) => callPostTransfer(db, input));

  async function account(identity: AccountIdentity): Promise<LedgerAccountRow> {
    return ensureAccount(db, identity);
  }

  /** The account's id (and kind), from memory after the first lookup; its balance is not kept. */
  async function accountRef(identity: AccountIdentity): Promise<AccountRef> {
    const key = identityKey(identity);
    const known = knownAccountIds.get(key);
    if (known) return known;
    const found = await ensureAccount(db, identity);
    const ref = { id: found.id, kind: found.kind, vendorCode: found.vendorCode };
    if (knownAccountIds.size > 100_000) knownAccountIds.clear();
    knownAccountIds.set(key, ref);
    return ref;
  }

  function systemAccount(merchantId: string, currency: string, kind: LedgerAccountKind, vendorCode = '') {
    return account({ merchantId, currency, kind, memberId: null, vendorCode });
  }

  function mainWallet(
    merchantId: string,
    currency: string,
    memberId: string,
    kind: 'player_main' | 'agent_main' = 'player_main',
  ) {
    return account({ merchantId, currency, kind, memberId, vendorCode: '' });
  }

  /**
   * Moves money. Answers INSUFFICIENT_FUNDS (with the current balance) when a wallet would go below zero and
   * CONFLICT when the key was used for a different request; a replay answers the first result.
   */
  async function transfer(request: TransferRequest): Promise<TransferResult> {
    if (request.amountMinor <= 0n)
      throw new DomainError('VALIDATION_FAILED', { fields: [{ path: 'amount', message: 'AMOUNT_POSITIVE' }] });
    const input = {
      ...request,
      reference: request.reference ?? '',
      metadata: request.metadata ?? {},
      requestHash: hashRequest(request),
    };
    let row;
    try {
      row = await post(input);
    } catch (error) {
      // Two first deliveries of one key raced: the loser's insert hit the key; now it is a replay.
      if (!isUniqueViolation(error)) throw error;
      row = await post(input);
    }
    switch (row.outcome) {
      case 'insufficient':
        throw new DomainError('INSUFFICIENT_FUNDS', { balance: formatMinor(BigInt(row.debit_balance_minor ?? 0)) });
      case 'conflict':
        throw new DomainError('CONFLICT', { idempotencyKey: request.idempotencyKey });
      case 'posted':
      case 'replayed':
        return {
          transferId: row.transfer_id ?? '',
          replayed: row.outcome === 'replayed',
          debitBalanceMinor: toBigint(row.debit_balance_minor),
          creditBalanceMinor: toBigint(row.credit_balance_minor),
        };
    }
  }

  async function listWallets(merchantId: string, memberId: string) {
    return listMemberAccounts(db, merchantId, memberId);
  }

  async function history(input: {
    merchantId: string;
    memberId: string;
    filter: HistoryFilter;
    pageNo: number;
    pageSize: number;
  }) {
    const { rows, total } = await listMemberEntries(db, {
      merchantId: input.merchantId,
      memberId: input.memberId,
      filter: input.filter,
      limit: input.pageSize,
      offset: pageOffset(input),
    });
    return { rows, total };
  }

  /** Proves double entry: every currency sums to zero and every wallet equals the sum of its entries. */
  async function reconcile(merchantId?: string): Promise<Reconciliation> {
    const currencies = (await sumEntriesByCurrency(db, merchantId)).map((row) => ({
      currency: row.currency,
      totalMinor: BigInt(row.total),
      entries: Number(row.entries),
    }));
    const mismatchedAccounts = (await listMismatchedAccounts(db, merchantId)).map((row) => ({
      accountId: row.account_id,
      balanceMinor: BigInt(row.balance_minor),
      entriesMinor: BigInt(row.entries_minor),
    }));
    return {
      balanced: currencies.every((currency) => currency.totalMinor === 0n) && mismatchedAccounts.length === 0,
      currencies,
      mismatchedAccounts,
    };
  }

  /** Locks the wallet for the rest of the transaction and answers its balance. */
  function lockWallet(accountId: string) {
    return lockAccount(db, accountId);
  }

  /**
   * Locks the wallet for the rest of the transaction and answers its open debt, which a vendor adjustment left and
   * credits repay (decision 0056); money may not leave a wallet that owes.
   */
  function lockWalletDebt(accountId: string) {
    return lockAccountDebt(db, accountId);
  }

  /** Locks several wallets in the one fixed order (by id) before a move that touches them all. */
  function lockWallets(accountIds: string[]) {
    return lockAccountsInOrder(db, accountIds);
  }

  /** Earlier transfers of the brand by their idempotency keys: a retried request answers what it did. */
  function findTransfers(merchantId: string, idempotencyKeys: string[]) {
    return findTransfersByKeys(db, merchantId, idempotencyKeys);
  }

  return {
    account,
    accountRef,
    findTransfers,
    lockWallets,
    systemAccount,
    mainWallet,
    transfer,
    lockWallet,
    lockWalletDebt,
    listWallets,
    history,
    reconcile,
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
