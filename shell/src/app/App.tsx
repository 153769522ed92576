import { BrowserRouter } from 'react-router-dom';
import styled from 'styled-components';
import { ThemeRoot, toast, Toaster } from 'shared-ui';
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

/**
 * An emailed link (confirmation, reset, sign-in link) that could not be used lands with GoTrue's
 * error in the address (`#error=access_denied&error_code=otp_expired&error_description=…`). As the
 * shell starts, before supabase-js could read it, the error leaves the address for a toast (queued
 * until the toast host is drawn).
 */
const linkError = typeof window === 'undefined' ? null : new URLSearchParams(location.hash.slice(1)).get('error_description');
if (linkError) {
  history.replaceState(history.state, '', location.pathname + location.search);
  toast({ title: 'This link cannot be used', description: linkError, variant: 'destructive' });
}

/** The shell: one theme, one session, one router, one toast host for every remote. */
export function App() {
  return (
    <ThemeRoot>
      <AuthProvider>
        <BrowserRouter>
          <ScrollToTop />
          <Header />
          <Main id="main-content" tabIndex={-1}>
            <AppRoutes />
          </Main>
          <Footer />
        </BrowserRouter>
        <Toaster />
      </AuthProvider>
    </ThemeRoot>
  );
}
