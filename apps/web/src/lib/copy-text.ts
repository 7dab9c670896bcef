/**
 * Copies text to the clipboard. The Clipboard API needs a secure page and the player's permission; where it is
 * missing or refused, a hidden selection and the older copy command still work in most browsers.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.append(field);
    field.select();
    try {
      // Deprecated but still the only fallback where the Clipboard API is unavailable.
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      field.remove();
    }
  }
}
