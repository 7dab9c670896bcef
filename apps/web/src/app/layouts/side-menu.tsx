import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BrandWordmark } from '../../components/ui/brand-wordmark';
import { useVendorLanes } from '../../features/games/api/get-vendor-lanes';
import { isCategoryOffered } from '../../lib/game-categories';
import { isNavigationItemActive, sideMenuGroups } from './navigation-items';
import { useGuardedNavigation } from './use-guarded-navigation';
import { useNavigationLabel } from './use-navigation-label';

type SideMenuProps = {
  brandName: string;
  /** Desktop only: icons without labels. */
  collapsed: boolean;
  /** Phone only: the menu slides in as a drawer. */
  drawerOpen: boolean;
  onCloseDrawer: () => void;
};

/** The site's side menu: 240 px on desktop (72 px collapsed), a drawer on phones and tablets. */
export function SideMenu({ brandName, collapsed, drawerOpen, onCloseDrawer }: SideMenuProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const lanes = useVendorLanes().data;
  const closeRef = useRef<HTMLButtonElement>(null);
  const label = useNavigationLabel();
  const guard = useGuardedNavigation();

  useEffect(() => {
    if (!drawerOpen) return;
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [drawerOpen]);

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && drawerOpen) onCloseDrawer();
  }

  return (
    <>
      <div
        aria-hidden="true"
        onClick={onCloseDrawer}
        className={`fixed inset-0 z-40 bg-black/60 transition-opacity duration-200 lg:hidden ${drawerOpen ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
      />
      <aside
        data-testid="side-menu"
        data-collapsed={collapsed}
        onKeyDown={handleKeyDown}
        className={`fixed inset-y-0 start-0 z-50 flex w-[min(300px,85vw)] shrink-0 flex-col border-e border-border bg-surface transition-[translate,visibility,width] duration-250 ease-out lg:visible lg:sticky lg:top-(--header-height) lg:z-20 lg:h-[calc(100dvh-var(--header-height))] lg:translate-x-0 lg:border-e-0 lg:bg-bg ${drawerOpen ? 'visible translate-x-0' : 'invisible -translate-x-full'} ${collapsed ? 'lg:w-(--side-menu-collapsed-width)' : 'lg:w-(--side-menu-width)'}`}
      >
        <div className="flex h-14 shrink-0 items-center justify-between gap-3 border-b border-border ps-4 pe-2 lg:hidden">
          <BrandWordmark name={brandName} compact />
          <button
            ref={closeRef}
            type="button"
            onClick={onCloseDrawer}
            aria-label={t('actions.closeMenu')}
            className="grid size-11 place-items-center rounded-control text-text-2 hover:bg-raised hover:text-text"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <nav
          aria-label={t('menu.label')}
          className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto px-3 py-3 scrollbar-thin"
        >
          {sideMenuGroups.map((group, index) => (
            <div key={group.id} className={index > 0 ? 'mt-3 border-t border-border/60 pt-3' : ''}>
              {group.id !== 'main' ? (
                <h2
                  className={`px-3 pb-1.5 text-xs font-semibold text-text-3 eyebrow ${collapsed ? 'lg:sr-only' : ''}`}
                >
                  {t(`menu.groups.${group.id}`)}
                </h2>
              ) : null}
              <ul className="space-y-0.5">
                {group.items
                  .filter((item) => group.id !== 'games' || isCategoryOffered(item.id, lanes))
                  .map((item) => {
                    const active = isNavigationItemActive(item.to, location.pathname, location.search);
                    const Icon = item.icon;
                    const text = label(item);
                    return (
                      <li key={item.id}>
                        <Link
                          to={item.to}
                          onClick={(event) => guard(event, item.access)}
                          aria-current={active ? 'page' : undefined}
                          title={collapsed ? text : undefined}
                          className={`relative flex min-h-11 items-center gap-3 rounded-control px-3 text-[14.5px] transition-colors duration-150 ${collapsed ? 'lg:justify-center lg:px-0' : ''} ${active ? 'bg-raised font-semibold text-text' : 'text-text-2 hover:bg-raised/60 hover:text-text'}`}
                        >
                          {active ? (
                            <span
                              aria-hidden="true"
                              className="absolute inset-y-2 start-0 w-[3px] rounded-full bg-accent"
                            />
                          ) : null}
                          <Icon
                            className={`size-5 shrink-0 ${active ? 'text-accent' : ''}`}
                            aria-hidden="true"
                            strokeWidth={1.9}
                          />
                          <span className={`truncate ${collapsed ? 'lg:sr-only' : ''}`}>{text}</span>
                        </Link>
                      </li>
                    );
                  })}
              </ul>
            </div>
          ))}
        </nav>
      </aside>
    </>
  );
}
