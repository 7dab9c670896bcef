import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { problemFor } from './field-problems';

/** Field name → problem code (or a sentence the server already translated). */
export type Problems<Values> = Partial<Record<keyof Values & string, string>>;

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

/** Adapts a validate function to react-hook-form; each error's message is the problem code. */
export function problemsResolver<Values extends FieldValues>(
  validate: (values: Values) => Problems<Values>,
): Resolver<Values> {
  return (values) => {
    const problems = validate(values);
    const entries = Object.entries(problems).filter((entry): entry is [string, string] => Boolean(entry[1]));
    if (entries.length === 0) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const [name, message] of entries) errors[name] = { type: 'validate', message };
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
