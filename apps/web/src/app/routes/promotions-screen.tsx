import { ComingSoonRoute } from './coming-soon-route';

/** The Promotions screen group, loaded as its own chunk. */
export function PromotionsScreen() {
  return <ComingSoonRoute page="promotions" />;
}
