import { useLocation } from 'react-router';
import { ComingSoonRoute } from './coming-soon-route';

/** The Lottery screen group, loaded as its own chunk: lottery, SEA lottery and Vietnam lottery pages. */
export function LotteryScreen() {
  const path = useLocation().pathname.toLowerCase();
  const page = path.startsWith('/sealottery') ? 'seaLottery' : path.startsWith('/vnlottery') ? 'vnLottery' : 'lottery';
  return <ComingSoonRoute page={page} />;
}
