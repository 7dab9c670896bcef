import { moneyQueueSorts, pageQueryShape, sortOrders } from '@croupier/contracts';
import { z } from 'zod';
import { daySchema } from '@/components/data-table/list-search-schemas';

/** An amount as typed in the address or the filter form: digits with at most two decimals. */
export const amountTextSchema = z
  .string()
  .trim()
  .regex(/^\d{1,12}(?:\.\d{1,2})?$/);

/**
 * A queue's address (decision 0036): status, brand (absent: all the operator's brands), search, days in the brand's
 * time zone, amount range, sort and page. A value the schema refuses falls back to its default.
 */
export function queueSearchSchema(statuses: readonly string[], defaultStatus: string) {
  return z.object({
    status: z
      .string()
      .refine((value) => statuses.includes(value))
      .default(defaultStatus),
    merchant: z.string().trim().min(1).max(64).optional(),
    search: z.string().trim().min(1).max(64).optional(),
    fromDate: daySchema.optional(),
    toDate: daySchema.optional(),
    minAmount: amountTextSchema.optional(),
    maxAmount: amountTextSchema.optional(),
    sort: z.enum(moneyQueueSorts).default('createdAt'),
    order: z.enum(sortOrders).optional(),
    ...pageQueryShape({ defaultSize: 50, maxSize: 200 }),
  });
}
export type QueueSearch = z.output<ReturnType<typeof queueSearchSchema>>;
