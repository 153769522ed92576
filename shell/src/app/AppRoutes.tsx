import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from 'shared-ui';
import { routeTable, type RouteDefinition, type ShellPageId } from '../config/routeTable';
import { pageContentReady } from '../boot/pageReady';
import { PageMetadataUpdater } from '../features/metadata/PageMetadataUpdater';
import { RemoteArea } from '../features/remotes/RemoteArea';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';

/**
 * The pages the shell owns, one per `ShellPageId`: a new shell page that is not listed here does not
 * compile. Home renders at once (it is the landing page); the others are split per route like the
 * remotes' pages.
 */
/** The pages emailed links open (the auth links' page, "Set a new password", the newsletter's, /invite): one chunk for all. */
const EmailLinkPage = lazy(() => import('../features/emailLinkPages'));

const SHELL_PAGES: Record<ShellPageId, ComponentType> = {
  home: HomePage,
  auth: lazy(() => import('../features/auth/AuthPage')),
  account: lazy(() => import('../features/account/AccountPage')),
  'reset-password': EmailLinkPage,
  'confirm-link': EmailLinkPage,
  newsletter: EmailLinkPage,
  invite: EmailLinkPage,
};

/** Beside a shell page's content: once it has hydrated, the page is ready (boot/pageReady.ts). */
function HydratedSignal() {
  useEffect(pageContentReady, []);
  return null;
}

function RouteContent({ route }: { route: RouteDefinition }) {
  const { content } = route;
  if ('remote' in content) return <RemoteArea id={content.remote} />;
  const Page = SHELL_PAGES[content.shell];
  return (
    <Suspense fallback={<Spinner />}>
      <Page />
      <HydratedSignal />
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
            <HydratedSignal />
          </>
        }
      />
    </Routes>
  );
}
