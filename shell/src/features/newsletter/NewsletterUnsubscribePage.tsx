import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button } from 'shared-ui';
import { DataError, unsubscribeNewsletter } from 'shared-data';
import { NewsletterBand } from './NewsletterBand';

/**
 * /newsletter/unsubscribe?token=…, the page a person lands on from a newsletter email's
 * "Unsubscribe" link: one button, so a mail scanner that opens links unsubscribes nobody. (Mail
 * clients unsubscribe in one click without this page: RFC 8058, straight to the function.)
 */
export default function NewsletterUnsubscribePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);

  const handleUnsubscribe = async () => {
    setState('sending');
    setError(null);
    try {
      await unsubscribeNewsletter(token);
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
