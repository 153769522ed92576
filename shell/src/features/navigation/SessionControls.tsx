import { Button, ButtonLink } from 'shared-ui';
import { useAuth } from 'shared-auth';
import { paths } from 'site-config';
import { useSignOut } from './useSignOut';

/**
 * Session controls of the header: none for visitors; Account (/account) and Sign Out when signed
 * in; an Admin link too for staff, organisers and administrators ("Admin Dashboard" in the side menu).
 */
export function SessionControls({ adminLabel, onNavigate }: { adminLabel: 'Admin' | 'Admin Dashboard'; onNavigate?: () => void }) {
  const { user, isStaff } = useAuth();
  const handleSignOut = useSignOut();
  if (!user) return null;
  return (
    <>
      {isStaff ? (
        <ButtonLink to={paths.admin} $variant="outline" $size="sm" onClick={onNavigate}>
          {adminLabel}
        </ButtonLink>
      ) : null}
      <ButtonLink to={paths.account} $variant="ghost" $size="sm" onClick={onNavigate}>
        Account
      </ButtonLink>
      <Button
        $variant="ghost"
        $size="sm"
        onClick={() => {
          onNavigate?.();
          void handleSignOut();
        }}
      >
        Sign Out
      </Button>
    </>
  );
}
