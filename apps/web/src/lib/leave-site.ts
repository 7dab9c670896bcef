/**
 * Sends the browser to another page that is not part of this app (a payment provider's page), leaving the app. One
 * function, so tests can stand in for a navigation jsdom cannot perform.
 */
export function leaveSiteFor(url: string): void {
  window.location.assign(url);
}
