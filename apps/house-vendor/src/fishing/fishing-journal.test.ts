import { appendFile, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { closingOf, createFileFishingJournal } from './fishing-journal.js';
import type { FishingJournalEvent } from './fishing-journal.js';

describe('fishing journal file', () => {
  it('appends lines in order, skips a line a crash cut short, and rewrites itself whole', async () => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'fishing-journal-')), 'rounds.jsonl');
    const journal = createFileFishingJournal(file);
    const events: FishingJournalEvent[] = [
      { type: 'bought', roundId: 'a', balance: '10.00' },
      { type: 'refused', roundId: 'b', code: 'INSUFFICIENT_FUNDS' },
      { type: 'rolled-back', roundId: 'c' },
    ];
    await Promise.all(events.map((event) => journal.append(event)));
    await appendFile(file, '{"type":"closing","roundId":"d","winMi');
    expect(await journal.read()).toEqual(events);
    await journal.rewrite([events[1]!]);
    expect(await journal.read()).toEqual([events[1]]);
    await journal.append(events[2]!);
    expect((await readFile(file, 'utf8')).trim().split('\n')).toHaveLength(2);
  });

  it('closes a round with its wins and every bullet that was not a wager refunded', () => {
    const shot = (outcome: 'refund' | 'miss' | 'capture', winMinor = 0) => ({
      index: 0,
      fishId: null,
      speciesId: null,
      outcome,
      expectedAward: null,
      chance: null,
      draw: null,
      multiplier: 0,
      takenAlong: [],
      winMinor,
    });
    // 10 bullets of 50: 3 wagered (one caught 5x), 1 refunded, 6 never fired.
    expect(
      closingOf({ bulletValueMinor: 50, magazineSize: 10 }, [
        shot('miss'),
        shot('capture', 250),
        shot('refund'),
        shot('miss'),
      ]),
    ).toEqual({ winMinor: 250, refundMinor: 350, amountMinor: 600 });
  });
});
