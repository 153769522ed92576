import { Suspense, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import styled from 'styled-components';
import { ThemeRoot, Toaster } from 'shared-ui';
import { AuthProvider } from 'shared-auth';
import { hasAuthRedirectAnswer } from 'shared-data';
import { Footer } from '../features/footer/Footer';
import { Header } from '../features/navigation/Header';
import { RouteFocus } from '../features/navigation/RouteFocus';
import { ScrollToTop } from '../features/navigation/ScrollToTop';
import { BrowserTimeZoneReporter } from '../features/timeZone/BrowserTimeZoneReporter';
import { AppRoutes } from './AppRoutes';

/*
 * At least the first screen tall: while a remote's page loads, its skeleton is shorter than the
 * page, and the footer would otherwise be drawn on screen and then pushed down (layout shift).
 */
const Main = styled.main`
  min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  &:focus { outline: none; }
`;

/*
 * A page opened with a sign-in's answer in its address (an emailed link's button or a provider's
 * sign-in, back with a one-time code; or GoTrue's error): only then, as the shell starts, is the code
 * that says "You're signed in" and sends the person back where they started fetched
 * (features/auth/afterSignIn.ts).
 */
if (typeof window !== 'undefined' && hasAuthRedirectAnswer()) {
  // The address as it opened, now: supabase-js may take the code out of it before the chunk arrives.
  const { pathname, search, hash } = window.location;
  void import('../features/auth/afterSignIn').then(({ finishAuthRedirect }) => finishAuthRedirect({ pathname, search, hash }));
}

/**
 * A boundary per area of the page (header, footer; each route's content and each remote area has its
 * own already). React hydrates the frame around the boundaries first, then each boundary apart, at a
 * lower priority and in slices of a few milliseconds, so no area's hydration is one long task, and an
 * area the visitor touches first is hydrated first (selective hydration). Nothing inside suspends
 * once hydrated, so the fallback is never shown.
 */
function HydrationArea({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/**
 * The page around a router: one theme, one session, one toast host for every remote. The browser
 * gives it a BrowserRouter (`App`), the prerender a StaticRouter (`server.tsx`), so the server's
 * HTML and the browser's first render are the same tree.
 */
export function AppFrame({ router }: { router: (content: ReactNode) => ReactNode }) {
  return (
    <ThemeRoot>
      <AuthProvider>
        {router(
          <>
            <ScrollToTop />
            <RouteFocus />
            <HydrationArea>
              <Header />
            </HydrationArea>
            <Main id="main-content" tabIndex={-1}>
              <AppRoutes />
            </Main>
            <HydrationArea>
              <Footer />
            </HydrationArea>
          </>,
        )}
        <Toaster />
        <BrowserTimeZoneReporter />
      </AuthProvider>
    </ThemeRoot>
  );
}

/** The shell in the browser. */
export function App() {
  return <AppFrame router={(content) => <BrowserRouter>{content}</BrowserRouter>} />;
}
