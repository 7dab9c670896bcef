import type { z } from 'zod';
import { DomainError } from '../lib/domain-error.js';

export type FieldError = { path: string; message: string };

/** Parses untrusted input with a contracts schema; failures become VALIDATION_FAILED naming each field. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: FieldError[] = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  throw new DomainError('VALIDATION_FAILED', { fields });
}
