import { StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { Container, Spinner, ThemeRoot, Toaster } from 'shared-ui';
import { loadAppConfig } from 'shared-data';
import { AuthProvider } from 'shared-auth';
import { MODULE_PAGES, paths, REMOTES, type ExposedModule, type PathName, type RemoteName } from 'site-config';

interface StandaloneRoute {
  path: string;
  label: string;
  Component: ComponentType;
}

/** `RegionalCouncilPage` -> `Regional council page`. */
const labelOf = (module: string) => module.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/ (\w)/g, (_, letter: string) => ` ${letter.toLowerCase()}`);

/**
 * A remote's own dev page (`pnpm --filter mf-x dev`): its exposed modules with the same shared
 * packages, theme, toasts and session as in the shell, but without the shell's header. `modules`
 * must name exactly what the registry of parts says the remote exposes; each is served at its
 * route in `MODULE_PAGES` (a home section at `/section/<Module>`), so no remote spells a path.
 */
export async function renderStandaloneRemote<R extends RemoteName>(remote: R, modules: Record<ExposedModule<R>, ComponentType>): Promise<void> {
  const title = REMOTES[remote].title;
  const pages: Partial<Record<string, PathName>> = MODULE_PAGES;
  const routes: StandaloneRoute[] = (REMOTES[remote].exposes as readonly ExposedModule<R>[]).map((module) => {
    const pathName = pages[`${remote}/${module}`];
    return { path: pathName ? paths[pathName] : `/section/${module}`, label: labelOf(module), Component: modules[module] };
  });
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
              {routes.map((route) =>
                // A page with a parameter (`/blog/:id`) is reached from its list, not from here.
                route.path.includes(':') ? null : (
                  <Link key={route.path} to={route.path}>
                    {route.label}
                  </Link>
                ),
              )}
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
