import { Navigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Band, ButtonLink, Card, CardBody } from 'shared-ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from 'shared-ui/tabs';
import { useAuth } from 'shared-auth';
import { preloadClient } from 'shared-data';
import { paths } from 'site-config';
import { AuthHero } from './AuthHero';
import { ProviderSignIn } from './ProviderSignIn';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

const AuthCard = styled(Card)`
  max-width: 460px;
  margin: 0 auto;
`;

const FullWidthTabs = styled(TabsList)`
  display: grid;
  grid-template-columns: 1fr 1fr;
`;

/**
 * Where to go once signed in: `?next=` when it is a path of this site (`/events`, `/events/<id>`),
 * never another origin (`//host`, `/\host`, `https://...`), else home as SPEC says.
 */
export function afterSignInPath(next: string | null): string {
  return next && /^\/(?![/\\])[^\s]*$/.test(next) ? next : paths.home;
}

/**
 * /auth: sign in or sign up (SPEC section 2, Auth). A signed-in user is sent home, or back where
 * they came from (`?next=`, e.g. "Sign in to add events" on /events). Built like every
 * page of the site: a brand hero band, then the forms on a plain band (white, as the page below it,
 * so no strip of another colour shows above the footer).
 */
export default function AuthPage() {
  const { user, loading } = useAuth();
  const [searchParams] = useSearchParams();
  // While the session is not known yet (and in the prerendered page) the forms are drawn: a
  // visitor sees them at once, and a signed-in member is sent on as soon as it is known.
  if (!loading && user) return <Navigate to={afterSignInPath(searchParams.get('next'))} replace />;
  return (
    <>
      <AuthHero />
      <Band tone="plain" aria-label="Your account">
        <AuthCard as="div">
          <CardBody>
            {/* Signing in needs supabase-js (loaded on first use): fetch it as soon as the visitor
                starts on a form, so the submit does not wait for it. */}
            <Tabs defaultValue="sign-in" onFocus={preloadClient}>
              <FullWidthTabs aria-label="Sign in or sign up">
                <TabsTrigger value="sign-in">Sign In</TabsTrigger>
                <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
              </FullWidthTabs>
              <TabsContent value="sign-in">
                <SignInForm />
              </TabsContent>
              <TabsContent value="sign-up">
                <SignUpForm />
              </TabsContent>
            </Tabs>
            <ProviderSignIn />
            {/* A link, not a button: it works as plain HTML before the app has hydrated. */}
            <ButtonLink to={paths.home} $variant="ghost" style={{ marginTop: '1rem' }}>
              ← Back to Homepage
            </ButtonLink>
          </CardBody>
        </AuthCard>
      </Band>
    </>
  );
}
