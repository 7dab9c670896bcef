/**
 * One array parameter for both drivers: drizzle's `sql` spreads a JavaScript array into one parameter per element,
 * so arrays travel as PostgreSQL array literals (`{"a","b",NULL}`) and the query casts them (`::text[]`).
 */
export function sqlArray(values: readonly (string | number | bigint | boolean | null | undefined)[]): string {
  const elements = values.map((value) => {
    if (value === null || value === undefined) return 'NULL';
    if (typeof value === 'string') return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
    return String(value);
  });
  return `{${elements.join(',')}}`;
}
