import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useConsoleSession } from '@/lib/console-session-context';

/** A deep link to a screen the role may not use goes to the console's home instead. */
export function RequirePermission({ permission, children }: { permission: string; children: ReactNode }) {
  const { permissions } = useConsoleSession();
  return permissions.includes(permission) ? children : <Navigate to="/" replace />;
}
