import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Spinner } from 'shared-ui';
import { confirmNewsletter, DataError } from 'shared-data';
import { paths } from 'site-config';
import { NewsletterBand } from './NewsletterBand';

/** The page opened without a link's token (by hand, or a link cut short by the mail program). */
const NO_LINK = 'This confirmation link is invalid or has expired.';

type Outcome = { state: 'confirming' } | { state: 'confirmed' } | { state: 'failed'; message: string };

/**
 * /newsletter/confirm?token=…, where the confirmation email's link lands: the signed, single-use
 * token is sent to the newsletter function once, and the address counts from then on.
 */
export default function NewsletterConfirmPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(token ? { state: 'confirming' } : { state: 'failed', message: NO_LINK });
  const sent = useRef(false);

  useEffect(() => {
    // Once per page: a second call would find the link used up (React runs effects twice in development).
    if (sent.current || !token) return;
    sent.current = true;
    confirmNewsletter(token).then(
      () => setOutcome({ state: 'confirmed' }),
      (error: unknown) =>
        setOutcome({
          state: 'failed',
          message: error instanceof DataError && error.code === '400' ? error.message : "We couldn't confirm your subscription right now. Please follow the link again in a moment.",
        }),
    );
  }, [token]);

  return (
    <NewsletterBand title="Confirm your subscription" lead="The EO Asia Pacific newsletter, in your inbox.">
      {outcome.state === 'confirming' ? <Spinner /> : null}
      {outcome.state === 'confirmed' ? (
        <Alert tone="success">Your subscription is confirmed. Thank you! Every newsletter email has a link to unsubscribe.</Alert>
      ) : null}
      {outcome.state === 'failed' ? (
        <Alert tone="error">
          {outcome.message} You can subscribe again with the form at the <Link to={paths.home}>foot of any page</Link>.
        </Alert>
      ) : null}
    </NewsletterBand>
  );
}
