import { ComingSoonRoute } from './coming-soon-route';

/** The GameCenter screen group, loaded as its own chunk. */
export function GameCenterScreen() {
  return <ComingSoonRoute page="gameCenter" />;
}
