/** A decimal amount as the API sends it (`"-12345.60"`) with thousands separated: `-12,345.60`. */
export function formatAmount(text: string): string {
  const negative = text.startsWith('-');
  const [whole = '0', fraction] = (negative ? text.slice(1) : text).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** A count with thousands separated. */
export function formatCount(value: number): string {
  return formatAmount(String(value));
}
