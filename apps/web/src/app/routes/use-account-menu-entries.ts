import { useGameList } from '../../features/games/api/list-games';
import { accountGamesRequest } from '../../features/games/home-views';
import type { AccountMenuEntry } from '../../features/home/components/category-strip';
import { useMemberSession } from '../../lib/member-session';

/** Spec §2: a logged-in player's game menu has favourites, and recent once they have played something. */
export function useAccountMenuEntries(): AccountMenuEntry[] {
  const signedIn = useMemberSession() !== null;
  const recent = useGameList({ ...accountGamesRequest('recent', 1), pageSize: 1 }, signedIn);
  if (!signedIn) return [];
  return (recent.data?.total ?? 0) > 0 ? ['favorites', 'recent'] : ['favorites'];
}
