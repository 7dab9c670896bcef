import { ComingSoonRoute } from './coming-soon-route';

/** The MemberCenter screen group, loaded as its own chunk. */
export function MemberCenterScreen() {
  return <ComingSoonRoute page="member" />;
}
