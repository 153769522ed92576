import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { ErrorState, Spinner, toast } from 'shared-ui';
import { useAuth } from './AuthProvider';
import { retryAdminCheck } from './authStore';

const ACCESS_DENIED_MESSAGE = "You don't have permission to access the admin panel.";
const ADMIN_CHECK_FAILED_TITLE = "We couldn't check your access right now.";

function AccessDenied({ to }: { to: string }) {
  const hasToasted = useRef(false);
  useEffect(() => {
    // Once per refusal, also under StrictMode's double effects in development.
    if (hasToasted.current) return;
    hasToasted.current = true;
    toast({ title: 'Access Denied', description: ACCESS_DENIED_MESSAGE, variant: 'destructive' });
  }, []);
  return <Navigate to={to} replace />;
}

export interface RequireAdminProps {
  children: ReactNode;
  /** Where a visitor who is not signed in is sent (the sign-in page). */
  signInPath: string;
  /** Where a signed-in user who is not an admin is sent, with SPEC's "Access Denied" toast. */
  deniedPath: string;
  /** `staff`: organisers too (the admin area, whose tabs then follow the role). Admins only by default. */
  allow?: 'admin' | 'staff';
}

/**
 * Admin gate: a spinner while the session or role is being read; a visitor goes to sign in; a
 * member the database says is not an admin is refused. When the role could not be read (backend
 * unreachable) the answer is unknown, so an error with Retry is shown, never a refusal. The routes
 * are props: shared-auth holds no route names.
 */
export function RequireAdmin({ children, signInPath, deniedPath, allow = 'admin' }: RequireAdminProps) {
  const { user, loading, isAdmin, isStaff, isCheckingAdmin, adminCheckFailed } = useAuth();
  if (loading || isCheckingAdmin) return <Spinner label="Checking your access..." />;
  if (!user) return <Navigate to={signInPath} replace />;
  if (allow === 'staff' ? isStaff : isAdmin) return <>{children}</>;
  if (adminCheckFailed) return <ErrorState title={ADMIN_CHECK_FAILED_TITLE} description="The admin area needs the server to confirm your role. Check your connection and try again." onRetry={retryAdminCheck} />;
  return <AccessDenied to={deniedPath} />;
}
