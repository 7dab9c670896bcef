import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMemoryHeldWalletJournal, openFileHeldWalletJournal } from './held-wallet-journal.js';
import { createHeldWalletStore } from './held-wallet-store.js';

const player = { playerId: 'player-1', currency: 'THB' };
const round = { ...player, roundId: 'round-1' };

describe('held wallet: transfers', () => {
  it('applies a reference once, answers a repeat with the first result, and refuses it for other content', () => {
    const store = createHeldWalletStore(createMemoryHeldWalletJournal());
    expect(store.deposit({ reference: 'in-1', ...player, amountMinor: 10_000 })).toEqual({
      status: 'done',
      balanceMinor: 10_000,
    });
    expect(store.deposit({ reference: 'in-1', ...player, amountMinor: 10_000 })).toEqual({
      status: 'done',
      balanceMinor: 10_000,
    });
    expect(store.balanceOf('player-1', 'THB')).toBe(10_000);
    expect(store.deposit({ reference: 'in-1', ...player, amountMinor: 5_000 })).toEqual({
      status: 'failed',
      code: 'DUPLICATE_TRANSACTION',
    });
    expect(store.withdraw({ reference: 'in-1', ...player, amountMinor: 10_000 })).toMatchObject({
      code: 'DUPLICATE_TRANSACTION',
    });
    expect(store.balanceOf('player-1', 'THB')).toBe(10_000);
    expect(store.balanceOf('player-1', 'PHP')).toBe(0);
  });

  it('refuses a withdrawal beyond the balance, and that refusal stays its answer', () => {
    const store = createHeldWalletStore(createMemoryHeldWalletJournal());
    store.deposit({ reference: 'in-1', ...player, amountMinor: 1_000 });
    const refused = store.withdraw({ reference: 'out-1', ...player, amountMinor: 1_500 });
    expect(refused).toEqual({ status: 'failed', code: 'INSUFFICIENT_FUNDS', balanceMinor: 1_000 });
    store.deposit({ reference: 'in-2', ...player, amountMinor: 1_000 });
    expect(store.withdraw({ reference: 'out-1', ...player, amountMinor: 1_500 })).toEqual(refused);
    expect(store.withdraw({ reference: 'out-2', ...player, amountMinor: 1_500 })).toEqual({
      status: 'done',
      balanceMinor: 500,
    });
  });

  it('answers the status of a reference, and closes one it never saw so that it cannot land late', () => {
    const store = createHeldWalletStore(createMemoryHeldWalletJournal());
    store.deposit({ reference: 'in-1', ...player, amountMinor: 2_000 });
    store.withdraw({ reference: 'out-1', ...player, amountMinor: 9_000 });
    expect(store.status('in-1')).toEqual({ status: 'done', balanceMinor: 2_000 });
    expect(store.status('out-1')).toEqual({ status: 'failed', balanceMinor: 2_000 });
    expect(store.status('in-late')).toEqual({ status: 'unknown', balanceMinor: null });
    expect(store.deposit({ reference: 'in-late', ...player, amountMinor: 100 })).toEqual({
      status: 'failed',
      code: 'REFERENCE_CLOSED',
    });
    expect(store.status('in-late')).toEqual({ status: 'failed', balanceMinor: null });
    expect(store.balanceOf('player-1', 'THB')).toBe(2_000);
  });
});

describe('held wallet: play', () => {
  it('takes the stake before paying a win, once per transaction id', () => {
    const store = createHeldWalletStore(createMemoryHeldWalletJournal());
    store.deposit({ reference: 'in-1', ...player, amountMinor: 500 });
    expect(store.betWin({ transactionId: 't-1', ...round, betMinor: 1_000, winMinor: 5_000 })).toEqual({
      ok: false,
      code: 'INSUFFICIENT_FUNDS',
      balanceMinor: 500,
    });
    expect(store.betWin({ transactionId: 't-2', ...round, betMinor: 100, winMinor: 250 })).toEqual({
      ok: true,
      balanceMinor: 650,
    });
    expect(store.betWin({ transactionId: 't-2', ...round, betMinor: 100, winMinor: 250 })).toEqual({
      ok: true,
      balanceMinor: 650,
    });
    expect(store.betWin({ transactionId: 't-2', ...round, betMinor: 100, winMinor: 999 })).toEqual({
      ok: false,
      code: 'DUPLICATE_TRANSACTION',
    });
    expect(store.bet({ transactionId: 't-3', ...round, betMinor: 650 })).toEqual({ ok: true, balanceMinor: 0 });
    expect(store.win({ transactionId: 't-4', ...round, winMinor: 1_300, referenceTransactionId: null })).toEqual({
      ok: true,
      balanceMinor: 1_300,
    });
    expect(store.balanceOf('player-1', 'THB')).toBe(1_300);
  });

  it('rolls back like the platform: a bet returns, an unseen move is refused later, a spent win cannot be undone', () => {
    const store = createHeldWalletStore(createMemoryHeldWalletJournal());
    store.deposit({ reference: 'in-1', ...player, amountMinor: 1_000 });
    store.bet({ transactionId: 'bet-1', ...round, betMinor: 400 });
    const rollback = { ...round, referenceTransactionId: 'bet-1' };
    expect(store.rollback({ transactionId: 'rb-1', ...rollback })).toEqual({ ok: true, balanceMinor: 1_000 });
    expect(store.rollback({ transactionId: 'rb-1b', ...rollback })).toEqual({ ok: true, balanceMinor: 1_000 });
    expect(store.rollback({ transactionId: 'rb-2', ...round, referenceTransactionId: 'bet-never-seen' })).toMatchObject(
      {
        ok: true,
      },
    );
    expect(store.bet({ transactionId: 'bet-never-seen', ...round, betMinor: 100 })).toEqual({
      ok: false,
      code: 'TRANSACTION_ROLLED_BACK',
    });
    expect(store.rollback({ transactionId: 'rb-3', ...round, referenceTransactionId: 'rb-1' })).toMatchObject({
      ok: false,
      code: 'INVALID_STATE',
    });
    store.win({ transactionId: 'win-1', ...round, winMinor: 500, referenceTransactionId: null });
    store.bet({ transactionId: 'bet-2', ...round, betMinor: 1_200 });
    expect(store.rollback({ transactionId: 'rb-4', ...round, referenceTransactionId: 'win-1' })).toEqual({
      ok: false,
      code: 'INSUFFICIENT_FUNDS',
      balanceMinor: 300,
    });
    expect(
      store.rollback({ transactionId: 'rb-5', ...round, playerId: 'player-2', referenceTransactionId: 'bet-2' }),
    ).toMatchObject({ ok: false, code: 'INVALID_STATE' });
    expect(store.balanceOf('player-1', 'THB')).toBe(300);
  });
});

describe('held wallet: the journal', () => {
  it('rebuilds balances, answers, closed references and rollback markers from its file after a restart', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'held-wallet-')), 'house-vendor', 'transfer-wallet.jsonl');
    const first = openFileHeldWalletJournal(file);
    const store = createHeldWalletStore(first);
    store.deposit({ reference: 'in-1', ...player, amountMinor: 5_000 });
    store.withdraw({ reference: 'out-1', ...player, amountMinor: 9_000 });
    store.betWin({ transactionId: 't-1', ...round, betMinor: 1_000, winMinor: 3_000 });
    store.status('never-sent');
    store.rollback({ transactionId: 'rb-1', ...round, referenceTransactionId: 'late-bet' });
    first.close();
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(5);

    const second = openFileHeldWalletJournal(file);
    const restarted = createHeldWalletStore(second);
    expect(restarted.balanceOf('player-1', 'THB')).toBe(7_000);
    expect(restarted.deposit({ reference: 'in-1', ...player, amountMinor: 5_000 })).toEqual({
      status: 'done',
      balanceMinor: 5_000,
    });
    expect(restarted.withdraw({ reference: 'out-1', ...player, amountMinor: 9_000 })).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
    expect(restarted.deposit({ reference: 'never-sent', ...player, amountMinor: 1 })).toMatchObject({
      code: 'REFERENCE_CLOSED',
    });
    expect(restarted.bet({ transactionId: 'late-bet', ...round, betMinor: 1 })).toMatchObject({
      code: 'TRANSACTION_ROLLED_BACK',
    });
    expect(restarted.betWin({ transactionId: 't-1', ...round, betMinor: 1_000, winMinor: 3_000 })).toEqual({
      ok: true,
      balanceMinor: 7_000,
    });
    restarted.deposit({ reference: 'in-2', ...player, amountMinor: 1_000 });
    second.close();
    expect(createHeldWalletStore(openFileHeldWalletJournal(file)).balanceOf('player-1', 'THB')).toBe(8_000);
  });

  it('cuts a torn last line (never acknowledged) and refuses to start on a damaged one', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'held-wallet-'));
    const file = path.join(folder, 'transfer-wallet.jsonl');
    const journal = openFileHeldWalletJournal(file);
    createHeldWalletStore(journal).deposit({ reference: 'in-1', ...player, amountMinor: 700 });
    journal.close();
    appendFileSync(file, '{"type":"transfer","reference":"in-2","oper');
    const reopened = openFileHeldWalletJournal(file);
    const store = createHeldWalletStore(reopened);
    expect(store.balanceOf('player-1', 'THB')).toBe(700);
    store.deposit({ reference: 'in-2', ...player, amountMinor: 300 });
    reopened.close();
    expect(createHeldWalletStore(openFileHeldWalletJournal(file)).balanceOf('player-1', 'THB')).toBe(1_000);

    writeFileSync(file, 'not json\n{"type":"closed","at":"2026-01-01T00:00:00.000Z","reference":"x"}\n');
    expect(() => openFileHeldWalletJournal(file)).toThrow(/line 1/);
  });

  it('changes nothing when the journal cannot be written', () => {
    const store = createHeldWalletStore({
      append: () => {
        throw new Error('disk full');
      },
      replay: () => [],
    });
    expect(() => store.deposit({ reference: 'in-1', ...player, amountMinor: 100 })).toThrow('disk full');
    expect(store.balanceOf('player-1', 'THB')).toBe(0);
    expect(() => store.status('in-1')).toThrow('disk full');
  });
});
