import { z } from 'zod';
import { errorCodeSchema } from './errors.js';

/** Every answer of the player API: `{ success, message, value, code? }`. */
export function envelopeSchema<Value extends z.ZodType>(value: Value) {
  return z.object({
    success: z.boolean(),
    message: z.string(),
    value,
    code: errorCodeSchema.optional(),
  });
}

export const failureEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  value: z.unknown(),
  code: errorCodeSchema,
});
export type FailureEnvelope = z.infer<typeof failureEnvelopeSchema>;

export type Envelope<Value> = {
  success: boolean;
  message: string;
  value: Value;
  code?: z.infer<typeof errorCodeSchema>;
};
