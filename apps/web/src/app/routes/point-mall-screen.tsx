import { ComingSoonRoute } from './coming-soon-route';

/** The PointMall screen group, loaded as its own chunk. */
export function PointMallScreen() {
  return <ComingSoonRoute page="pointMall" />;
}
