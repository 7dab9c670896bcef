import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** Field name → problem code (or a sentence the server already translated). */
export type Problems<Values> = Partial<Record<keyof Values & string, string>>;

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
