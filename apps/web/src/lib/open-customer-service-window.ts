/** Spec §9: the customer-service window is 440 by 750. */
const windowWidth = 440;
const windowHeight = 750;

/** Opens the customer-service page in its own small window; false when the browser blocked the popup. */
export function openCustomerServiceWindow(path: string): boolean {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - windowWidth) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - windowHeight) / 2));
  const opened = window.open(
    path,
    'customer-service',
    `width=${windowWidth},height=${windowHeight},left=${left},top=${top},resizable=yes,scrollbars=yes`,
  );
  if (!opened) return false;
  // The service page is a third party; it must not be able to steer this tab.
  opened.opener = null;
  return true;
}
