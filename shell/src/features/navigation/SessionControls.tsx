import { Button, ButtonLink, VisuallyHidden } from 'shared-ui';
import { useAuth } from 'shared-auth';
import { paths } from 'site-config';
import { useSignOut } from './useSignOut';

/** A person's outline: the header's Account link, where its word would not fit beside an Admin link. */
function PersonIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </svg>
  );
}

/**
 * Session controls of the header: none for visitors; Account (/account) and Sign Out when signed
 * in; an Admin link too for administrators ("Admin Dashboard" in the side menu). In the header bar
 * the Account link is an icon named "Account" (the bar never wraps, and an admin's bar is full at
 * 1280 px); in the side menu it is the word.
 */
export function SessionControls({ adminLabel, onNavigate }: { adminLabel: 'Admin' | 'Admin Dashboard'; onNavigate?: () => void }) {
  const compact = adminLabel === 'Admin';
  const { user, isAdmin } = useAuth();
  const handleSignOut = useSignOut();
  if (!user) return null;
  return (
    <>
      {isAdmin ? (
        <ButtonLink to={paths.admin} $variant="outline" $size="sm" onClick={onNavigate}>
          {adminLabel}
        </ButtonLink>
      ) : null}
      <ButtonLink to={paths.account} $variant="ghost" $size="sm" onClick={onNavigate} title={compact ? 'Account' : undefined}>
        {compact ? (
          <>
            <PersonIcon />
            <VisuallyHidden>Account</VisuallyHidden>
          </>
        ) : (
          'Account'
        )}
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
