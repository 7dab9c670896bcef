import { createHash, randomUUID } from 'node:crypto';
import type { Withdrawal, withdrawalConfirmationBodySchema } from '@croupier/contracts';
import type { z } from 'zod';
import { runInTransaction } from '../db/transaction.js';
import type { Member } from '../modules/member/index.js';
import type { ConfirmationAnswer } from '../modules/withdrawal/index.js';
import { decodeProofImage } from '../lib/proof-image.js';
import { createWithdrawalService } from '../modules/withdrawal/index.js';
import type { WithdrawalDependencies } from './shared/withdrawal-context.js';

function answerOf(body: z.output<typeof withdrawalConfirmationBodySchema>): ConfirmationAnswer {
  switch (body.status) {
    case 'received':
      return { status: 'received' };
    case 'partly_received':
      return { status: 'partly_received', receivedAmountMinor: body.receivedAmount, remark: body.remark };
    case 'not_received':
      return { status: 'not_received', remark: body.remark };
  }
}

/**
 * The player's answer to a paid withdrawal (spec §4): received, partly received with the amount, or not
 * received with proof images. Images are proven PNG or JPEG by their bytes before anything is kept; files
 * are written first and removed again if the answer is not recorded, so no proof row points at nothing.
 */
export async function confirmWithdrawal(
  dependencies: Pick<WithdrawalDependencies, 'db' | 'clock' | 'proofs'>,
  input: { member: Member; withdrawalId: string; body: z.output<typeof withdrawalConfirmationBodySchema> },
): Promise<Withdrawal> {
  const { db, clock, proofs } = dependencies;
  const { member, withdrawalId, body } = input;
  await createWithdrawalService({ db, clock }).assertConfirmable(member.id, withdrawalId);
  const images = (body.status === 'received' ? [] : (body.images ?? [])).map((image, index) =>
    decodeProofImage(image, index),
  );

  const saved: { id: string; fileName: string; contentType: string; sizeBytes: number; sha256: string }[] = [];
  try {
    for (const image of images) {
      const id = randomUUID();
      saved.push({
        id,
        fileName: await proofs.save(withdrawalId, id, image.extension, image.bytes),
        contentType: image.contentType,
        sizeBytes: image.bytes.length,
        sha256: createHash('sha256').update(image.bytes).digest('hex'),
      });
    }
    const confirmed = await runInTransaction(db, async (transaction) => {
      const withdrawals = createWithdrawalService({ db: transaction, clock });
      const row = await withdrawals.confirm(member.id, withdrawalId, answerOf(body));
      await withdrawals.addProofs(saved.map((proof) => ({ ...proof, withdrawalId, createdAt: clock.now() })));
      return row;
    });
    return createWithdrawalService({ db, clock }).describe(confirmed);
  } catch (error) {
    await proofs.remove(
      withdrawalId,
      saved.map((proof) => proof.fileName),
    );
    throw error;
  }
}
