import { lazy, Suspense, useEffect } from 'react';
import { PageHero, Spinner } from 'shared-ui';
import { RequireAdmin, useAuth } from 'shared-auth';
import { paths } from 'site-config';

// The dashboard (tables, tabs, forms) is its own chunk: a visitor, sent on to sign in, never
// downloads it. A signed-in user's copy starts at once, while the guard still checks the role.
// (The bundler shares one request between the early start and `lazy`.)
const loadDashboard = () => import('./AdminDashboard');
const AdminDashboard = lazy(loadDashboard);

/** /admin: staff only (organisers and admins; the tabs follow the role). The guard decides before anything of the dashboard (below its hero) renders. */
export function AdminPage() {
  const signedIn = useAuth().user !== null;
  useEffect(() => {
    if (signedIn) void loadDashboard().catch(() => undefined);
  }, [signedIn]);
  // The hero is the page's frame, drawn before the session is known (and in the prerendered page).
  return (
    <>
      <PageHero eyebrow="Staff" title="Admin Dashboard" lead="The site's events, figures, members and newsletter subscribers, in one place." />
      <RequireAdmin signInPath={paths.auth} deniedPath={paths.home} allow="staff">
        <Suspense fallback={<Spinner label="Loading the dashboard..." />}>
          <AdminDashboard />
        </Suspense>
      </RequireAdmin>
    </>
  );
}

export default AdminPage;
