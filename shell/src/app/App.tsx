import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import styled from 'styled-components';
import { ThemeRoot, Toaster } from 'shared-ui';
import { AuthProvider } from 'shared-auth';
import { Footer } from '../features/footer/Footer';
import { Header } from '../features/navigation/Header';
import { ScrollToTop } from '../features/navigation/ScrollToTop';
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
 * An emailed link (confirmation, reset, sign-in link) that could not be used lands with GoTrue's
 * error in the address (`#error=access_denied&error_code=otp_expired&error_description=…`): only
 * then, as the shell starts, is the code that shows it fetched (features/auth/emailLinkError.ts).
 */
if (typeof window !== 'undefined' && /(?:^#|&)error_description=/.test(location.hash)) void import('../features/auth/emailLinkError');

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
            <Header />
            <Main id="main-content" tabIndex={-1}>
              <AppRoutes />
            </Main>
            <Footer />
          </>,
        )}
        <Toaster />
      </AuthProvider>
    </ThemeRoot>
  );
}

/** The shell in the browser. */
export function App() {
  return <AppFrame router={(content) => <BrowserRouter>{content}</BrowserRouter>} />;
}
