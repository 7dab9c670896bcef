/**
 * A mobile number as a security page shows it: enough to recognise, not enough to copy off a shoulder
 * ("0812345678" → "081****678").
 */
export function maskMobile(mobile: string): string {
  const digits = mobile.trim();
  if (digits.length <= 6) return `${digits.slice(0, 1)}${'*'.repeat(Math.max(digits.length - 1, 0))}`;
  return `${digits.slice(0, 3)}${'*'.repeat(digits.length - 6)}${digits.slice(-3)}`;
}

/** An e-mail address with its name hidden but the first letter and the domain kept ("name@example.com" → "n***@example.com"). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return maskMobile(email);
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
