import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'shared-ui';
import { useAuth } from 'shared-auth';
import { paths } from 'site-config';

/** Sign Out from the header: ends the session; on admin screens goes to /auth (SPEC section 4). */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return async () => {
    const { error } = await signOut();
    if (error) {
      console.error('Sign out failed', error);
      toast({ title: 'Sign out failed', description: error.message, variant: 'destructive' });
      return;
    }
    if (pathname.startsWith(paths.admin)) navigate(paths.auth);
  };
}
