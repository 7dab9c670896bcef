import { parseMinor } from '@croupier/contracts';
import type { TransferRound } from '@croupier/contracts';
import type { Database } from '../../db/client.js';
import { runWithSessionLock } from '../../db/session-lock.js';
import { runInTransaction } from '../../db/transaction.js';
import { recordReportedRound } from '../../modules/games/index.js';
import { createTransferClient, findVendorByCode, listVendors } from '../../modules/seamless/index.js';
import { readRoundFeedPosition, saveRoundFeedPosition } from '../../modules/vendor-transfer/index.js';

/** Rounds asked for per call, and calls per pass: a pass catches up on 10,000 rounds, the next pass on the rest. */
const roundsPerRead = 500;
const readsPerPass = 20;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type RoundFeedResult = { read: number; recorded: number; busy: boolean };

function reportedRoundOf(vendorCode: string, round: TransferRound) {
  return {
    vendorCode,
    roundId: round.roundId,
    memberId: round.playerId,
    currency: round.currency,
    gameCode: round.gameCode,
    stakeMinor: parseMinor(round.stake),
    winMinor: parseMinor(round.win),
    status: round.status,
    startedAt: new Date(round.startedAt),
    settledAt: round.settledAt === null ? null : new Date(round.settledAt),
  };
}

/**
 * Reads a transfer-model vendor's round feed into the platform's rounds (decision 0018): the play at a vendor that
 * holds the player's money never passes through the platform's wallet, so the betting record and profit and loss
 * learn of it from the vendor. Each read's rounds and the feed's new position are written in one transaction, so a
 * crash reads the same rounds again, which writes the same figures. One instance reads a vendor's feed at a time
 * (a session lock); another instance that finds it busy leaves it. A vendor that does not answer is asked next time.
 */
export async function readVendorRoundFeed(db: Database, vendorCode: string): Promise<RoundFeedResult> {
  const vendor = await findVendorByCode(db, vendorCode);
  const result: RoundFeedResult = { read: 0, recorded: 0, busy: false };
  if (!vendor || vendor.walletModel !== 'transfer' || !vendor.enabled || !vendor.apiUrl) return result;
  const client = createTransferClient({ code: vendor.code, apiUrl: vendor.apiUrl, secret: vendor.secret });
  const locked = await runWithSessionLock(db, `vendor-round-feed:${vendorCode}`, { waitMs: 0 }, async (lockedDb) => {
    for (let read = 0; read < readsPerPass; read += 1) {
      const after = await readRoundFeedPosition(lockedDb, vendorCode);
      const answer = await client.rounds({ after, limit: roundsPerRead });
      if (!answer || answer.next <= after) return;
      await runInTransaction(lockedDb, async (transaction) => {
        for (const round of answer.rounds) {
          result.read += 1;
          // A player id that is not one of ours cannot be a member here: the round is someone else's.
          if (!uuidPattern.test(round.playerId)) continue;
          if (await recordReportedRound(transaction, reportedRoundOf(vendorCode, round))) result.recorded += 1;
        }
        await saveRoundFeedPosition(transaction, vendorCode, answer.next);
      });
      if (answer.rounds.length < roundsPerRead) return;
    }
  });
  if (!locked.acquired) result.busy = true;
  return result;
}

/** Reads the round feed of every transfer-model vendor; one vendor's failure stops no other. */
export async function readRoundFeeds(db: Database, onError: (error: unknown) => void) {
  const vendors = await listVendors(db);
  for (const vendor of vendors.filter((row) => row.walletModel === 'transfer' && row.enabled)) {
    try {
      await readVendorRoundFeed(db, vendor.code);
    } catch (error) {
      onError(error);
    }
  }
}
