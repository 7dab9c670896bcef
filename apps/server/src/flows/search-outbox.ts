import type { OutboxFilter, Page, PageRequest } from '@croupier/contracts';
import type { MerchantService } from '../modules/merchant/index.js';
import type { OutboxRow, OutboxSearch, VerificationService } from '../modules/verification/index.js';

export type OutboxEntry = OutboxRow & { merchantCode: string };

type Dependencies = { verification: VerificationService; merchants: MerchantService };

async function searchOf(dependencies: Dependencies, filter: OutboxFilter): Promise<OutboxSearch> {
  const merchantId = filter.merchant
    ? (await dependencies.merchants.resolveMerchant({ code: filter.merchant })).id
    : undefined;
  return { ...filter, merchantId };
}

async function withBrandCodes(dependencies: Dependencies, rows: OutboxRow[]): Promise<OutboxEntry[]> {
  const brands = await dependencies.merchants.mapMerchantsByIds(rows.map((row) => row.merchantId));
  return rows.map((row) => ({ ...row, merchantCode: brands.get(row.merchantId)?.code ?? '' }));
}

/** A page of the outbox across brands or for one (an unknown brand is NOT_FOUND), each message with its brand. */
export async function searchOutbox(
  dependencies: Dependencies,
  filter: OutboxFilter,
  page: PageRequest,
): Promise<Page<OutboxEntry>> {
  const found = await dependencies.verification.searchMessages(await searchOf(dependencies, filter), page);
  return { ...found, content: await withBrandCodes(dependencies, found.content) };
}

/** Every message the filter matches, with its brand, a batch at a time (the CSV export). */
export async function* exportOutbox(dependencies: Dependencies, filter: OutboxFilter): AsyncGenerator<OutboxEntry> {
  const search = await searchOf(dependencies, filter);
  let batch: OutboxRow[] = [];
  for await (const row of dependencies.verification.exportMessages(search)) {
    batch.push(row);
    if (batch.length === 1_000) {
      yield* await withBrandCodes(dependencies, batch);
      batch = [];
    }
  }
  yield* await withBrandCodes(dependencies, batch);
}
