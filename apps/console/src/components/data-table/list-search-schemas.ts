import { pageQueryShape, sortOrders } from '@croupier/contracts';
import { z } from 'zod';

/** A calendar day in the address (`2026-11-26`), read in the time zone the screen shows. */
export const daySchema = z.iso.date();

/** The parts every list's address shares: the time range as days, the sort by time and the page. */
export const listSearchShape = {
  fromDate: daySchema.optional(),
  toDate: daySchema.optional(),
  order: z.enum(sortOrders).default('desc'),
  ...pageQueryShape({ defaultSize: 50, maxSize: 200 }),
};

/** A filter form's field: an empty box means "no filter", not a value the schema refuses. */
export function optionalField<Schema extends z.ZodType>(schema: Schema) {
  return z.union([z.literal('').transform(() => undefined), schema.optional()]);
}
