import { StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { Container, Spinner, ThemeRoot, Toaster } from 'shared-ui';
import { loadAppConfig } from 'shared-data';
import { AuthProvider } from '../AuthProvider';

export interface StandaloneRoute {
  path: string;
  label: string;
  Component: ComponentType;
  /** Where the nav link goes when `path` has parameters (e.g. `/blog/some-slug`). */
  href?: string;
}

/**
 * A remote's own dev page (`pnpm --filter mf-x dev`): its exposed modules with the same shared
 * packages, theme, toasts and session as in the shell, but without the shell's header.
 */
export async function renderStandaloneRemote(title: string, routes: StandaloneRoute[]): Promise<void> {
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
