import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { commitmentOf, shuffledDeck, shuffleVersion } from '../fairness/committed-deck.js';
import { auditHistory, playerHistory } from './hand-history.js';
import { applyAction, legalActions, startHand } from './holdem-hand.js';

const script = fileURLToPath(new URL('../../../../scripts/verify-holdem-hand.mjs', import.meta.url));

function runScript(history: unknown): { status: number; output: string } {
  try {
    const output = execFileSync(process.execPath, [script], { input: JSON.stringify(history), encoding: 'utf8' });
    return { status: 0, output };
  } catch (error) {
    const failed = error as { status: number; stdout: string };
    return { status: failed.status, output: failed.stdout };
  }
}

describe('the independent hand verifier (scripts/verify-holdem-hand.mjs)', () => {
  it('accepts a real hand and rejects a wrong seed or a moved card', () => {
    const serverSeed = 'f'.repeat(64);
    let hand = startHand({
      config: { smallBlind: 5, bigBlind: 10, seatCount: 6, rake: { rateBasisPoints: 500, caps: [] } },
      handNumber: 42,
      buttonSeat: 1,
      players: [1, 3, 5].map((seat) => ({ seat, stack: 1_000 })),
      posts: [
        { seat: 3, kind: 'sb' },
        { seat: 5, kind: 'bb' },
      ],
      deck: shuffledDeck(serverSeed, 'digest', 42),
    });
    while (hand.result === null) {
      hand = applyAction(
        hand,
        hand.actor as number,
        legalActions(hand)?.canCheck ? { type: 'check' } : { type: 'call' },
      );
    }
    const audit = auditHistory(hand, {
      handId: 'h',
      tableId: 't',
      tableName: 'T',
      currency: 'THB',
      startedAt: '',
      endedAt: '',
      players: [],
      fairness: {
        algorithm: shuffleVersion,
        commitment: commitmentOf(serverSeed),
        clientSeed: 'digest',
        nonce: 42,
        serverSeed,
      },
    });
    expect(runScript(audit)).toMatchObject({ status: 0 });
    expect(runScript(playerHistory(audit, 3))).toMatchObject({ status: 0 });
    expect(runScript({ ...audit, fairness: { ...audit.fairness, serverSeed: 'e'.repeat(64) } }).status).toBe(1);
    const moved = structuredClone(audit);
    const [first] = moved.players;
    if (first?.holeDeckIndexes)
      first.holeDeckIndexes = [first.holeDeckIndexes[1] as number, first.holeDeckIndexes[0] as number];
    const result = runScript(moved);
    expect(result.status).toBe(1);
    expect(result.output).toMatch(/seat 1: .* is not at deck position/);
  });
});
