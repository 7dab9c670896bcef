import { ComingSoonRoute } from './coming-soon-route';

/** The Seamless screen group, loaded as its own chunk. */
export function SeamlessScreen() {
  return <ComingSoonRoute page="seamless" />;
}
