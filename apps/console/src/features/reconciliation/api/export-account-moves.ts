import { downloadCsv } from '@/lib/download-csv';

/** Every move of the account, as the server's CSV. */
export async function exportAccountMoves(account: string) {
  await downloadCsv('/bo/reconciliation/moves.csv', { account });
}
