/** A contract path with its `:name` parameters filled in, each encoded (numeros and codes are plain, but be safe). */
export function fillPath(template: string, parameters: Record<string, string>): string {
  return template.replace(/:(\w+)/g, (whole, name: string) => {
    const value = parameters[name];
    return value === undefined ? whole : encodeURIComponent(value);
  });
}

/** Lottery data is shared by every player; only the member's own calls key on the token. */
export const lotteryQueryKey = ['lottery'] as const;
