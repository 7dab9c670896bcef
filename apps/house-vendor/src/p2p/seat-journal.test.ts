import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFileSeatJournal, foldSeatJournal } from './seat-journal.js';

const opened = {
  roundId: 'r1',
  at: '2026-11-26T12:00:00.000Z',
  tableKey: 'pvp:pok-deng:stake-10:1',
  seat: 3,
  walletModel: 'seamless' as const,
  token: 't',
  playerId: 'p',
  currency: 'THB',
};

describe('the seat journal file', () => {
  it('reads back what was written, skips a line a crash cut short, and folds stacks, buys and top-ups', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'seat-journal-'));
    try {
      const file = path.join(folder, 'card-tables.jsonl');
      const journal = createFileSeatJournal(file);
      await journal.append({ type: 'open', ...opened });
      await journal.append({ type: 'buy', roundId: 'r1', transactionId: 'r1:buy:1', amountMinor: 20_000 });
      await journal.append({
        type: 'bought',
        roundId: 'r1',
        transactionId: 'r1:buy:1',
        amountMinor: 20_000,
        balance: '1',
      });
      await journal.append({
        type: 'hand',
        tableKey: opened.tableKey,
        handNumber: 1,
        voided: false,
        houseTakeMinor: 50,
        stacks: [{ roundId: 'r1', stackMinor: 21_000 }],
        audit: null,
      });
      await journal.append({ type: 'buy', roundId: 'r1', transactionId: 'r1:buy:2', amountMinor: 5_000 });
      await journal.append({
        type: 'bought',
        roundId: 'r1',
        transactionId: 'r1:buy:2',
        amountMinor: 5_000,
        balance: '1',
      });
      await journal.append({ type: 'buy', roundId: 'r1', transactionId: 'r1:buy:3', amountMinor: 1_000 });
      // The process died while writing the next line.
      await appendFile(file, '{"type":"hand","tableKey":"pvp:pok-deng:stake-10:1","handNumber":2,"st');
      const events = await createFileSeatJournal(file).read();
      expect(events).toHaveLength(7);
      const seat = foldSeatJournal(events).get('r1')!;
      // After hand 1 the stack was 210.00; the 50.00 top-up bought since counts; the unanswered 10.00 does not.
      expect(seat.stackMinor).toBe(26_000);
      expect(seat.boughtMinor).toBe(25_000);
      expect(seat.buys.get('r1:buy:3')?.state).toBe('sent');
      expect(seat.settled).toBe(false);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
