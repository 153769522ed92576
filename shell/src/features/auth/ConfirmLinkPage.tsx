import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Band, Button, ButtonLink, Card, CardBody, Cluster, Lead, Overline, PageHeading, Spinner, toast } from 'shared-ui';
import { takeReturnPath } from 'shared-auth/return-path';
import { emailLinkCalls, type EmailLinkType } from 'shared-data';
import { paths } from 'site-config';
import { buttonReturnPath, CAME_BACK, type EmailedLink, LINK_COPY, type LinkCopy, readEmailedLink, readLinkAnswer } from './confirmLink';

const MessageCard = styled(Card)`
  max-width: 560px;
  margin: 0 auto;
`;

type Outcome =
  | { state: 'failed'; text: string }
  | { state: 'first-of-two' }
  | { state: 'confirmed-elsewhere'; text: string }
  | { state: 'signed-in'; email: string; returnTo: string }
  | { state: 'changed'; email: string };

type View =
  | { state: 'opening' }
  | { state: 'incomplete' }
  | { state: 'ready'; link: EmailedLink; inAskingBrowser: boolean }
  | { state: 'working'; link: EmailedLink; inAskingBrowser: boolean }
  | Outcome;

const SIGNED_IN = "You're signed in";

/** The link's token leaves the address once it is used (history, screenshots, a shared tab). */
function forgetLinkInAddress(type: string) {
  window.history.replaceState(window.history.state, '', `${paths.authConfirm}?type=${encodeURIComponent(type)}`);
}

/**
 * `/auth/confirm`, the page every auth email links to (issue 42 finding 2): it says what will happen
 * and acts only when the person presses its button, so a mail scanner that opens the link (even one
 * that runs JavaScript) changes nothing and receives no session, code or token.
 *
 * - A link sent without PKCE (an invitation; the server sends it) is verified here with its
 *   `token_hash` (`verifyOtp`): the session arrives in this browser.
 * - A link of an email asked for with PKCE (the site's sign-up, sign-in link, reset, email change)
 *   sends the browser to GoTrue's GET /verify, which answers a one-time code that only the browser
 *   holding the verifier turns into a session. Opened in another browser (the mail app's own, a
 *   phone), the page says so first: a sign-up or an email change is still confirmed by the button,
 *   then the person signs in; a sign-in or reset link points to the sign-in page instead.
 * - Come back from GoTrue (`?done=1`), it says what happened: accepted, changed, confirmed
 *   elsewhere, or used up, each with a way on.
 *
 * Everything is read in an effect: the prerendered page and the first render are the same spinner.
 */
export default function ConfirmLinkPage() {
  const navigate = useNavigate();
  const headingId = useId();
  const [view, setView] = useState<View>({ state: 'opening' });
  const [type, setType] = useState<EmailLinkType | null>(null);
  const focusRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const { search, hash } = window.location;
    const params = new URLSearchParams(search);
    const cameBackAs = params.get(CAME_BACK) ? readEmailedLinkType(params.get('type')) : null;
    if (cameBackAs) {
      setType(cameBackAs);
      void showAnswer(cameBackAs, search, hash).then(setView);
      return;
    }
    const link = readEmailedLink(search);
    if (!link) {
      setView({ state: 'incomplete' });
      return;
    }
    setType(link.type);
    void emailLinkCalls().then((calls) => setView({ state: 'ready', link, inAskingBrowser: !link.pkce || calls.hasPkceVerifier() }));
  }, []);

  useEffect(() => {
    if (view.state !== 'opening' && view.state !== 'ready' && view.state !== 'working') focusRef.current?.focus();
  }, [view.state]);

  const handlePress = async () => {
    if (view.state !== 'ready') return;
    const { link, inAskingBrowser } = view;
    setView({ state: 'working', link, inAskingBrowser });
    const calls = await emailLinkCalls();
    if (link.pkce) {
      // GoTrue acts on this GET, and answers with a code for the browser that asked.
      window.location.assign(calls.emailLinkVerifyUrl(link.tokenHash, link.type, `${window.location.origin}${buttonReturnPath(link.type, inAskingBrowser)}`));
      return;
    }
    const { error, signedIn } = await calls.verifyEmailLink(link.tokenHash, link.type);
    forgetLinkInAddress(link.type);
    if (error) {
      setView({ state: 'failed', text: LINK_COPY[link.type].failed });
      return;
    }
    if (!signedIn) {
      setView({ state: 'first-of-two' });
      return;
    }
    if (link.type === 'invite') navigate(paths.invite, { replace: true });
    else if (link.type === 'recovery') navigate(paths.resetPassword, { replace: true });
    else if (link.type === 'email_change') setView({ state: 'changed', email: (await currentEmail()) ?? '' });
    else {
      toast({ title: SIGNED_IN, description: await signedInAs(), variant: 'success' });
      navigate(takeReturnPath() ?? paths.home, { replace: true });
    }
  };

  const copy = type ? LINK_COPY[type] : undefined;
  return (
    <>
      <Band tone="brand" spacing="lg" labelledBy={headingId}>
        <Overline>Members</Overline>
        <PageHeading id={headingId}>{copy?.title ?? 'Your email link'}</PageHeading>
        <Lead>{leadFor(view, copy)}</Lead>
      </Band>
      <Band tone="plain" aria-label="Your email link">
        <MessageCard as="div">
          <CardBody>
            {view.state === 'opening' ? <Spinner label="Opening your link..." /> : null}
            {view.state === 'ready' || view.state === 'working' ? <LinkAction view={view} onPress={() => void handlePress()} /> : null}
            {view.state !== 'opening' && view.state !== 'ready' && view.state !== 'working' ? (
              <div ref={focusRef} tabIndex={-1}>
                <OutcomeMessage outcome={view} />
              </div>
            ) : null}
          </CardBody>
        </MessageCard>
      </Band>
    </>
  );
}

/** What the hero says: what the button will do while it is there, else what the page is about. */
function leadFor(view: View, copy: LinkCopy | undefined): string {
  if (!copy) return 'What the link in your email does, when you press its button.';
  if (view.state === 'ready' || view.state === 'working') {
    return view.inAskingBrowser ? copy.lead : copy.leadElsewhere;
  }
  if (view.state === 'opening') return copy.lead;
  return 'What happened with the link in your email.';
}

function readEmailedLinkType(type: string | null): EmailLinkType | null {
  return type && Object.hasOwn(LINK_COPY, type) ? (type as EmailLinkType) : null;
}

/** The page again, come back from GoTrue's GET /verify: what its answer in the address says. */
async function showAnswer(type: EmailLinkType, search: string, hash: string): Promise<View> {
  const answer = readLinkAnswer(search, hash);
  // The code (used or not) and GoTrue's words leave the address.
  window.history.replaceState(window.history.state, '', `${paths.authConfirm}?type=${type}&${CAME_BACK}=1`);
  if (answer.kind === 'error') return { state: 'failed', text: LINK_COPY[type].failed };
  if (answer.kind === 'message') return { state: 'first-of-two' };
  // supabase-js turns the code into a session only where the verifier is (the browser that asked).
  const email = answer.kind === 'code' ? await currentEmail() : null;
  if (type === 'email_change') {
    return email ? { state: 'changed', email } : { state: 'confirmed-elsewhere', text: 'The change of address is confirmed. Sign in with your new address.' };
  }
  if (email) {
    toast({ title: SIGNED_IN, description: `As ${email}.`, variant: 'success' });
    return { state: 'signed-in', email, returnTo: takeReturnPath() ?? paths.home };
  }
  return { state: 'confirmed-elsewhere', text: 'Your email address is confirmed. Sign in with your email and password to go on.' };
}

/** The signed-in address once supabase-js has read the session (a code in the address is exchanged first). */
async function currentEmail(): Promise<string | null> {
  return (await emailLinkCalls()).signedInEmail();
}

async function signedInAs(): Promise<string> {
  const email = await currentEmail();
  return email ? `As ${email}.` : 'Welcome to EO Asia Pacific.';
}

function LinkAction({ view, onPress }: { view: Extract<View, { state: 'ready' | 'working' }>; onPress: () => void }) {
  const copy = LINK_COPY[view.link.type];
  const elsewhere = !view.inAskingBrowser;
  return (
    <>
      {elsewhere ? <Alert tone="info">{copy.elsewhere}</Alert> : null}
      <Cluster style={{ marginTop: elsewhere ? '1rem' : 0 }}>
        {!elsewhere || copy.actsElsewhere ? (
          <Button type="button" disabled={view.state === 'working'} onClick={onPress}>
            {view.state === 'working' ? copy.busy : copy.action}
          </Button>
        ) : null}
        {elsewhere ? (
          <ButtonLink to={paths.auth} $variant={copy.actsElsewhere ? 'ghost' : 'primary'}>
            Go to the sign-in page
          </ButtonLink>
        ) : null}
      </Cluster>
    </>
  );
}

function OutcomeMessage({ outcome }: { outcome: Exclude<View, { state: 'opening' | 'ready' | 'working' }> }) {
  if (outcome.state === 'incomplete') {
    return (
      <Alert tone="error">
        This link is incomplete: the mail program may have cut it short. Open it again from the email, or <Link to={paths.auth}>go to the sign-in page</Link>.
      </Alert>
    );
  }
  if (outcome.state === 'failed') {
    return (
      <>
        <Alert tone="error">{outcome.text}</Alert>
        <ButtonLink to={paths.auth} style={{ marginTop: '1rem' }}>
          Go to the sign-in page
        </ButtonLink>
      </>
    );
  }
  if (outcome.state === 'first-of-two') {
    return <Alert tone="success">Confirmation accepted. Now open the link we sent to your other address: the change happens once both are confirmed.</Alert>;
  }
  if (outcome.state === 'signed-in') {
    return (
      <>
        <Alert tone="success">You&rsquo;re signed in as {outcome.email}.</Alert>
        <ButtonLink to={outcome.returnTo} style={{ marginTop: '1rem' }}>
          Go on
        </ButtonLink>
      </>
    );
  }
  if (outcome.state === 'changed') {
    return (
      <>
        <Alert tone="success">Your account&rsquo;s address is now {outcome.email}. You&rsquo;re signed in.</Alert>
        <ButtonLink to={paths.account} style={{ marginTop: '1rem' }}>
          Go to your account
        </ButtonLink>
      </>
    );
  }
  return (
    <>
      <Alert tone="success">{outcome.text}</Alert>
      <ButtonLink to={paths.auth} style={{ marginTop: '1rem' }}>
        Go to the sign-in page
      </ButtonLink>
    </>
  );
}
