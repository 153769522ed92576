import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from 'shared-ui';
import { routeTable, type RouteDefinition } from '../config/routeTable';
import { PageMetadataUpdater } from '../features/metadata/PageMetadataUpdater';
import { RemoteArea } from '../features/remotes/RemoteArea';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';

// The shell's own pages are split per route like the remotes' pages.
const AuthPage = lazy(() => import('../features/auth/AuthPage'));

function RouteContent({ route }: { route: RouteDefinition }) {
  const { content } = route;
  if ('remote' in content) return <RemoteArea id={content.remote} />;
  if (content.shell === 'home') return <HomePage />;
  return (
    <Suspense fallback={<Spinner />}>
      <AuthPage />
    </Suspense>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      {routeTable.map((route) => (
        <Route
          key={route.path}
          path={route.path}
          element={
            <>
              <PageMetadataUpdater metaKey={route.metaKey} />
              <RouteContent route={route} />
            </>
          }
        />
      ))}
      <Route
        path="*"
        element={
          <>
            <PageMetadataUpdater metaKey="not-found" />
            <NotFoundPage />
          </>
        }
      />
    </Routes>
  );
}
