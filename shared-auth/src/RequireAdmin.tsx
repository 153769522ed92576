import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Spinner, toast, paths } from 'shared-ui';
import { useAuth } from './AuthProvider';

export const ACCESS_DENIED_MESSAGE = "You don't have permission to access the admin panel.";

function AccessDenied() {
  const hasToasted = useRef(false);
  useEffect(() => {
    // Once per refusal, also under StrictMode's double effects in development.
    if (hasToasted.current) return;
    hasToasted.current = true;
    toast({ title: 'Access Denied', description: ACCESS_DENIED_MESSAGE, variant: 'destructive' });
  }, []);
  return <Navigate to="/" replace />;
}

/** Admin gate: spinner while loading, /auth without a user, / with a toast for non-admins. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, loading, isAdmin, isCheckingAdmin } = useAuth();
  if (loading || isCheckingAdmin) return <Spinner label="Checking your access..." />;
  if (!user) return <Navigate to={paths.auth} replace />;
  if (!isAdmin) return <AccessDenied />;
  return <>{children}</>;
}
