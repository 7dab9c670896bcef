import { useParams } from 'react-router';
import { ComingSoonRoute } from './coming-soon-route';

/** The AccountGame screen group, loaded as its own chunk: favourite and recent games (`/favorite/:type?`). */
export function AccountGameScreen() {
  const { type } = useParams();
  return <ComingSoonRoute page={type?.toLowerCase() === 'recent' ? 'recent' : 'favorites'} />;
}
