import type { z } from 'zod';
import type { Problems } from '@/lib/problems-resolver';
import { problemFor } from './field-problems';

export { problemsResolver } from '@/lib/problems-resolver';
export type { Problems } from '@/lib/problems-resolver';

/** Runs a contracts schema over form values and names each failing field's problem, first problem first. */
export function schemaProblems<Values extends Record<string, unknown>>(
  schema: z.ZodType,
  values: Values,
): Problems<Values> {
  const problems: Problems<Values> = {};
  const parsed = schema.safeParse(values);
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in values)) continue;
    const name = field as keyof Values & string;
    problems[name] ??= problemFor(issue.message, values[name]);
  }
  return problems;
}
