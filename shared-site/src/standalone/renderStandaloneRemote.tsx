import { StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { Container, Spinner, ThemeRoot, Toaster } from 'shared-ui';
import { loadAppConfig } from 'shared-data';
import { AuthProvider } from 'shared-auth';
import { REMOTES, type ExposedModule, type RemoteName } from 'site-config';

export interface StandaloneRoute {
  path: string;
  label: string;
  Component: ComponentType;
  /** Where the nav link goes when `path` has parameters (e.g. `/blog/some-slug`). */
  href?: string;
}

/**
 * A remote's own dev page (`pnpm --filter mf-x dev`): its exposed modules with the same shared
 * packages, theme, toasts and session as in the shell, but without the shell's header. `modules`
 * must name exactly what the registry of parts says the remote exposes.
 */
export async function renderStandaloneRemote<R extends RemoteName>(remote: R, modules: Record<ExposedModule<R>, StandaloneRoute>): Promise<void> {
  const title = REMOTES[remote].title;
  const routes = Object.values<StandaloneRoute>(modules);
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('No #root element');
  await loadAppConfig();
  createRoot(rootElement).render(
    <StrictMode>
      <ThemeRoot>
        <AuthProvider>
          <BrowserRouter>
            <Container as="nav" aria-label={`${title} modules`} style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap', padding: '1rem' }}>
              <strong>{title} (standalone)</strong>
              {routes.map((route) => (
                <Link key={route.path} to={route.href ?? route.path}>
                  {route.label}
                </Link>
              ))}
            </Container>
            <main>
              <Suspense fallback={<Spinner />}>
                <Routes>
                  {routes.map(({ path, Component }) => (
                    <Route key={path} path={path} element={<Component />} />
                  ))}
                </Routes>
              </Suspense>
            </main>
          </BrowserRouter>
          <Toaster />
        </AuthProvider>
      </ThemeRoot>
    </StrictMode>,
  );
}
