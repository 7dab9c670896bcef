import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useConsoleSession } from '@/lib/console-session-context';

/** The account pages of the operator themself, in the top bar's menu (not the side bar: every role has them). */
export const accountPages = [
  { path: 'account/two-factor', label: 'twoFactor' },
  { path: 'account/password', label: 'password' },
] as const;

/** The top bar's operator: name and roles, opening a menu of their own account's pages. */
export function OperatorMenu() {
  const { t } = useTranslation();
  const session = useConsoleSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const roleNames = session.roles.map((role) => t(`roles.${role}` as 'roles.admin', { defaultValue: role })).join(', ');

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);
  // A page opened from the menu closes it.
  const [shownFor, setShownFor] = useState(location.key);
  if (shownFor !== location.key) {
    setShownFor(location.key);
    setOpen(false);
  }

  return (
    <div className="relative" ref={root}>
      <button
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls="operator-menu"
        className="flex items-center gap-2 rounded-md px-2 py-1 text-right text-sm leading-tight hover:bg-slate-100"
        onClick={() => setOpen(!open)}
      >
        <span>
          <span className="block font-medium text-slate-900" data-testid="operator-name">
            {session.username}
          </span>
          <span className="block text-xs text-slate-500">{t('topBar.role', { role: roleNames })}</span>
        </span>
        <span aria-hidden="true" className="text-xs text-slate-500">
          ▾
        </span>
      </button>
      {open && (
        <ul
          id="operator-menu"
          aria-label={t('topBar.account')}
          className="absolute right-0 z-20 mt-1 w-60 rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg"
        >
          {accountPages.map((page) => (
            <li key={page.path}>
              <Link to={`/${page.path}`} className="block px-4 py-2 text-slate-800 hover:bg-slate-50">
                {t(`account.${page.label}`)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
