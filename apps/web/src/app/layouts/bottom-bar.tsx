import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ServiceSlot } from '../../features/customer-service/components/floating-service-bar';
import { bottomBarItems, isNavigationItemActive } from './navigation-items';
import { useGuardedNavigation } from './use-guarded-navigation';
import { useNavigationLabel } from './use-navigation-label';

/**
 * The phone's bottom bar for the main destinations, and customer service at its end when the brand has a channel;
 * hidden from 1024 px, where the side menu and the floating service bar take over.
 */
export function BottomBar({ onContactService }: { onContactService?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const location = useLocation();
  const label = useNavigationLabel();
  const guard = useGuardedNavigation();
  return (
    <nav
      aria-label={t('menu.quick')}
      data-testid="bottom-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md lg:hidden"
    >
      <div className="mx-auto flex h-[60px] max-w-lg">
        <ul className="grid flex-1 grid-cols-5">
          {bottomBarItems.map((item) => {
            const active = isNavigationItemActive(item.to, location.pathname, location.search);
            const Icon = item.icon;
            return (
              <li key={item.id} className="min-w-0">
                <Link
                  to={item.to}
                  onClick={(event) => guard(event, item.access)}
                  aria-current={active ? 'page' : undefined}
                  className={`flex h-full flex-col items-center justify-center gap-1 px-1 text-[11px] leading-none font-medium transition-colors duration-150 ${active ? 'text-accent' : 'text-text-2 hover:text-text'}`}
                >
                  {item.accent ? (
                    <span className="-mt-5 grid size-11 place-items-center rounded-full bg-accent text-on-accent shadow-[0_8px_20px_-6px_rgb(245_179_1/0.6)] ring-4 ring-surface">
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                  ) : (
                    <Icon className="size-5" aria-hidden="true" strokeWidth={active ? 2.2 : 1.9} />
                  )}
                  <span className="max-w-full truncate">{label(item)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
        {onContactService ? <ServiceSlot onContactService={onContactService} /> : null}
      </div>
    </nav>
  );
}
