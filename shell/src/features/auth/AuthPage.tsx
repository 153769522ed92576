import { Navigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Band, ButtonLink, Card, CardBody } from 'shared-ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from 'shared-ui/tabs';
import { useAuth } from 'shared-auth';
import { safeReturnPath } from 'shared-auth/return-path';
import { preloadClient } from 'shared-data';
import { paths } from 'site-config';
import { AuthHero } from './AuthHero';
import { useSignInIntent } from './signInIntent';
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
 * never another origin (`//host`, `/\host`, `https://...`) nor a sign-in page, else home as SPEC says.
 */
export function afterSignInPath(next: string | null): string {
  return safeReturnPath(next) ?? paths.home;
}

/**
 * /auth: sign in or sign up (SPEC section 2, Auth). A signed-in user is sent home, or back where
 * they came from (`?next=`, e.g. "Sign in to RSVP" on an event's page), and the hero says what they
 * came to do ("Sign in to RSVP to <event title>"). Every way of signing in returns there (issue 43
 * item 3): a password at once; a sign-up's confirmation, a sign-in link and a provider through the
 * path kept in this browser (shared-auth's returnPath), which the site root sends them on to. Built
 * like every page of the site: a brand hero band, then the forms on a plain band (white, as the page
 * below it, so no strip of another colour shows above the footer).
 */
export default function AuthPage() {
  const { user, loading } = useAuth();
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
  const intent = useSignInIntent(next);
  // While the session is not known yet (and in the prerendered page) the forms are drawn: a
  // visitor sees them at once, and a signed-in member is sent on as soon as it is known.
  if (!loading && user) return <Navigate to={afterSignInPath(next)} replace />;
  return (
    <>
      <AuthHero lead={intent} />
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
                <SignInForm next={next} />
              </TabsContent>
              <TabsContent value="sign-up">
                <SignUpForm next={next} />
              </TabsContent>
            </Tabs>
            <ProviderSignIn next={next} />
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
