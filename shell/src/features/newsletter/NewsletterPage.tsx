import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Band, Button, Card, CardBody, Lead, Overline, PageHeading } from 'shared-ui';
import { DataError, emailLinkCalls } from 'shared-data';
import { paths } from 'site-config';

const MessageCard = styled(Card)`
  max-width: 560px;
  margin: 0 auto;
`;

/** The frame of the newsletter emails' landing pages: a brand hero with the title, then one card. */
function NewsletterBand({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <>
      <Band tone="brand" spacing="lg" labelledBy={headingId}>
        <Overline>Newsletter</Overline>
        <PageHeading id={headingId}>{title}</PageHeading>
        <Lead>{lead}</Lead>
      </Band>
      <Band tone="plain" aria-label={title}>
        <MessageCard as="div">
          <CardBody>{children}</CardBody>
        </MessageCard>
      </Band>
    </>
  );
}

/** The page opened without a link's token (by hand, or a link cut short by the mail program). */
const NO_LINK = 'This confirmation link is invalid or has expired.';

type Outcome = { state: 'idle' } | { state: 'confirming' } | { state: 'confirmed' } | { state: 'failed'; message: string };

/**
 * /newsletter/confirm?token=…, where the confirmation email's link lands: it says what the button
 * does, and the signed, single-use token is sent to the newsletter function only when the person
 * presses it (issue 42 finding 2: a mail scanner that opens the link, even one that runs the page's
 * JavaScript, confirms nobody). The address counts from then on.
 */
function ConfirmSection({ token }: { token: string }) {
  // The query arrives once the page has hydrated (boot/deferredSearch.ts): until then, no token.
  const [pressed, setOutcome] = useState<Outcome>({ state: 'idle' });
  const outcome: Outcome = token ? pressed : { state: 'failed', message: NO_LINK };
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (pressed.state === 'confirmed' || pressed.state === 'failed') resultRef.current?.focus();
  }, [pressed.state]);

  const handleConfirm = async () => {
    setOutcome({ state: 'confirming' });
    try {
      await (await emailLinkCalls()).confirmNewsletter(token);
      setOutcome({ state: 'confirmed' });
    } catch (error) {
      setOutcome({
        state: 'failed',
        message: error instanceof DataError && error.code === '400' ? error.message : "We couldn't confirm your subscription right now. Please try again in a moment.",
      });
    }
  };

  return (
    <NewsletterBand title="Confirm your subscription" lead="The EO Asia Pacific newsletter, in your inbox.">
      {outcome.state === 'idle' || outcome.state === 'confirming' ? (
        <>
          <p>Press the button to confirm this address&rsquo;s subscription to the EO Asia Pacific newsletter.</p>
          <Button type="button" disabled={outcome.state === 'confirming'} onClick={() => void handleConfirm()}>
            {outcome.state === 'confirming' ? 'Confirming...' : 'Confirm my subscription'}
          </Button>
        </>
      ) : null}
      <div ref={resultRef} tabIndex={-1}>
        {outcome.state === 'confirmed' ? (
          <Alert tone="success">Your subscription is confirmed. Thank you! Every newsletter email has a link to unsubscribe.</Alert>
        ) : null}
        {outcome.state === 'failed' ? (
          <Alert tone="error">
            {outcome.message} You can subscribe again with the form at the <Link to={paths.home}>foot of any page</Link>.
          </Alert>
        ) : null}
      </div>
    </NewsletterBand>
  );
}

/**
 * /newsletter/unsubscribe?token=…, the page a person lands on from a newsletter email's
 * "Unsubscribe" link: one button, so a mail scanner that opens links unsubscribes nobody. (Mail
 * clients unsubscribe in one click without this page: RFC 8058, straight to the function.)
 */
function UnsubscribeSection({ token }: { token: string }) {
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);

  const handleUnsubscribe = async () => {
    setState('sending');
    setError(null);
    try {
      await (await emailLinkCalls()).unsubscribeNewsletter(token);
      setState('done');
    } catch (cause) {
      setState('idle');
      setError(cause instanceof DataError && cause.code === '400' ? cause.message : "We couldn't unsubscribe you right now. Please try again in a moment.");
    }
  };

  return (
    <NewsletterBand title="Unsubscribe" lead="Stop receiving the EO Asia Pacific newsletter.">
      {!token ? (
        <Alert tone="error">This unsubscribe link is invalid. Please use the Unsubscribe link of a newsletter email.</Alert>
      ) : state === 'done' ? (
        <Alert tone="success">You are unsubscribed. No more newsletter emails will come to this address.</Alert>
      ) : (
        <>
          <p>Unsubscribe this address from the EO Asia Pacific newsletter?</p>
          {error ? <Alert tone="error">{error}</Alert> : null}
          <Button type="button" disabled={state === 'sending'} onClick={() => void handleUnsubscribe()}>
            {state === 'sending' ? 'Unsubscribing...' : 'Unsubscribe'}
          </Button>
        </>
      )}
    </NewsletterBand>
  );
}

/**
 * Where the newsletter emails' links land: /newsletter/confirm and /newsletter/unsubscribe, each
 * with its link's signed token (any other /newsletter/… is a link cut short: confirm's message).
 */
export default function NewsletterPage() {
  const [searchParams] = useSearchParams();
  const { action } = useParams();
  const token = searchParams.get('token') ?? '';
  return action?.toLowerCase() === 'unsubscribe' ? <UnsubscribeSection token={token} /> : <ConfirmSection token={action?.toLowerCase() === 'confirm' ? token : ''} />;
}
