import {
  Briefcase,
  CircleHelp,
  Download,
  Gift,
  House,
  LayoutGrid,
  Megaphone,
  Star,
  Store,
  UserRound,
  Wallet,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { gameCategories } from '../../lib/game-categories';
import type { GameCategoryId } from '../../lib/game-categories';

export type NavigationLabel =
  | {
      namespace: 'nav';
      key:
        | 'home'
        | 'games'
        | 'favorites'
        | 'promotions'
        | 'pointMall'
        | 'member'
        | 'memberShort'
        | 'promotionsShort'
        | 'deposit';
    }
  | { namespace: 'nav'; key: 'announcements' | 'help' | 'download' | 'agent' }
  | { namespace: 'categories'; key: GameCategoryId };

/**
 * Who may follow an entry (spec §6): `login` needs any signed-in player (visitors get the login popup), `realAccount`
 * also turns trial accounts away (they get the "real account needed" dialog).
 */
export type NavigationAccess = 'login' | 'realAccount';

export type NavigationItem = {
  id: string;
  to: string;
  icon: LucideIcon;
  label: NavigationLabel;
  accent?: boolean;
  access?: NavigationAccess;
};
export type NavigationGroup = { id: 'main' | 'games' | 'account' | 'more'; items: NavigationItem[] };

/** The side menu (spec §2): home, the game categories, then favourites and promotions, then the rest of the site. */
export const sideMenuGroups: NavigationGroup[] = [
  { id: 'main', items: [{ id: 'home', to: '/', icon: House, label: { namespace: 'nav', key: 'home' } }] },
  {
    id: 'games',
    items: gameCategories
      .filter((category) => category.id !== 'all')
      .map((category) => ({
        id: category.id,
        to: category.path,
        icon: category.icon,
        label: { namespace: 'categories', key: category.id },
      })),
  },
  {
    id: 'account',
    items: [
      { id: 'favorites', to: '/favorite', icon: Star, label: { namespace: 'nav', key: 'favorites' }, access: 'login' },
      { id: 'promotions', to: '/promotions', icon: Gift, label: { namespace: 'nav', key: 'promotions' } },
      { id: 'pointMall', to: '/pointMall', icon: Store, label: { namespace: 'nav', key: 'pointMall' } },
      {
        id: 'member',
        to: '/member',
        icon: UserRound,
        label: { namespace: 'nav', key: 'member' },
        access: 'realAccount',
      },
    ],
  },
  {
    id: 'more',
    items: [
      { id: 'announcements', to: '/announce', icon: Megaphone, label: { namespace: 'nav', key: 'announcements' } },
      { id: 'help', to: '/help', icon: CircleHelp, label: { namespace: 'nav', key: 'help' } },
      { id: 'download', to: '/down', icon: Download, label: { namespace: 'nav', key: 'download' } },
      { id: 'agent', to: '/agent', icon: Briefcase, label: { namespace: 'nav', key: 'agent' } },
    ],
  },
];

/** The phone's bottom bar (UI.md): home, games, promotions, deposit, member centre (then customer service, see BottomBar). */
export const bottomBarItems: NavigationItem[] = [
  { id: 'home', to: '/', icon: House, label: { namespace: 'nav', key: 'home' } },
  { id: 'games', to: '/home?type=ALL', icon: LayoutGrid, label: { namespace: 'nav', key: 'games' } },
  {
    id: 'deposit',
    to: '/member?page=depositv2',
    icon: Wallet,
    label: { namespace: 'nav', key: 'deposit' },
    accent: true,
    access: 'realAccount',
  },
  { id: 'promotions', to: '/promotions', icon: Gift, label: { namespace: 'nav', key: 'promotionsShort' } },
  {
    id: 'member',
    to: '/member',
    icon: UserRound,
    label: { namespace: 'nav', key: 'memberShort' },
    access: 'realAccount',
  },
];

const homePaths = new Set(['/', '/index', '/index.html', '/home']);
/** Query parameters that pick a view inside a page, so entries that differ only by them are told apart. */
const viewParameters = ['type', 'page'];

/** Whether a menu entry is the current page; the home paths are one page. */
export function isNavigationItemActive(to: string, pathname: string, search: string): boolean {
  const [targetPath = '/', targetQuery = ''] = to.toLowerCase().split('?');
  const currentPath = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  const samePage =
    (homePaths.has(targetPath) && homePaths.has(currentPath)) ||
    targetPath === currentPath ||
    currentPath.startsWith(`${targetPath}/`);
  if (!samePage) return false;
  const target = new URLSearchParams(targetQuery);
  const current = new URLSearchParams(search.toLowerCase());
  return viewParameters.every((name) => target.get(name) === current.get(name));
}
