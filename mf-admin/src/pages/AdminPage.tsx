import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHero, Spinner } from 'shared-ui';
import { RequireAdmin, useAuth } from 'shared-auth';
import { paths } from 'site-config';

// The dashboard (tables, tabs, forms) is its own chunk: a visitor, sent on to sign in, never
// downloads it. A signed-in user's copy starts at once, while the guard still checks the role.
// (The bundler shares one request between the early start and `lazy`.)
const loadDashboard = () => import('./AdminDashboard');
const AdminDashboard = lazy(loadDashboard);

/** What the page is for, as the signed-in role may use it: an organiser has events management only. */
function adminLead(isOrganiser: boolean): string {
  return isOrganiser
    ? 'Every event of the site: add, edit and cancel them, approve registrations and check members in at the door.'
    : "The site's events, figures, members and newsletter subscribers, in one place.";
}

/** /admin: staff only (organisers and admins; the tabs follow the role). The guard decides before anything of the dashboard (below its hero) renders. */
export function AdminPage() {
  const { user, isAdmin, isStaff } = useAuth();
  const signedIn = user !== null;
  const [params] = useSearchParams();
  // After the first render only: the prerendered page (and so the hydrating render) has the hero.
  const [isHydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (signedIn) void loadDashboard().catch(() => undefined);
  }, [signedIn]);
  // The door's view on a phone starts with its own heading and search: no 300-450 px banner above it.
  const isCheckIn = isHydrated && params.has('check-in');
  // The hero is the page's frame, drawn before the session is known (and in the prerendered page);
  // its lead says what the signed-in role can do here once the role is known.
  return (
    <>
      {isCheckIn ? null : <PageHero eyebrow="Staff" title="Admin Dashboard" lead={adminLead(isHydrated && isStaff && !isAdmin)} />}
      <RequireAdmin signInPath={paths.auth} deniedPath={paths.home} allow="staff">
        <Suspense fallback={<Spinner label="Loading the dashboard..." />}>
          <AdminDashboard />
        </Suspense>
      </RequireAdmin>
    </>
  );
}

export default AdminPage;
