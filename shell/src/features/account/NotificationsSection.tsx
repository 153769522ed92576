import { useId, useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, ErrorState, Label, Select, Skeleton } from 'shared-ui';
import { DataError, subscribeToNewsletter } from 'shared-data';
import {
  invalidateAccount,
  saveNotificationPreferences,
  subscribeMyNewsletter,
  unsubscribeMyNewsletter,
  useMyNewsletterStatus,
  useMyNotificationPreferences,
  type MyNotificationSettings,
  type NotificationPreferences,
} from 'shared-data/account';
import { AccountCard } from './AccountCard';

const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: 0.75rem 1rem;
  margin: 0 0 1rem;
  legend {
    font-weight: 600;
    padding: 0 0.25rem;
  }
`;

const Choice = styled.label`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  margin: 0.375rem 0;
  input {
    width: 1.125rem;
    height: 1.125rem;
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
  margin: 0 0 1rem;
`;

type Result = { tone: 'error' | 'success'; text: string } | null;

/** The browser's zone, named in the choice that follows it. */
function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  } catch {
    return null;
  }
}

/** "America/Los Angeles" for America/Los_Angeles. */
const zoneLabel = (zone: string) => zone.replaceAll('_', ' ');

/** Every zone the browser knows (the platform's list), with the stored ones even if it lacks them. */
function zoneChoices(...stored: (string | null)[]): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...known, ...stored.filter((zone): zone is string => Boolean(zone))])].sort((a, b) => a.localeCompare(b));
}

/** Which zone the emails use now, and why: whole sentences, one per case. */
function zoneInUse(settings: MyNotificationSettings): string {
  if (settings.time_zone) return `Your emails give times in ${zoneLabel(settings.time_zone)}, the zone you chose.`;
  if (settings.browser_time_zone) return `Your emails give times in ${zoneLabel(settings.browser_time_zone)}, the zone your browser last reported.`;
  return 'Your emails give times in UTC until your browser tells us its zone, or you choose one here.';
}

/**
 * The zone of the member's emails: an event's time is given in its own zone and then in this one.
 * "Follow my browser" (stored as none) uses the zone the browser last reported.
 */
function TimeZoneChoice({ settings }: { settings: MyNotificationSettings }) {
  const id = useId();
  const browser = useMemo(browserTimeZone, []);
  const zones = useMemo(() => zoneChoices(settings.time_zone, settings.browser_time_zone, browser), [settings.time_zone, settings.browser_time_zone, browser]);
  return (
    <Fieldset>
      <legend>Time zone</legend>
      <Label htmlFor={`${id}-zone`}>Time zone for your emails</Label>
      <Select id={`${id}-zone`} name="timeZone" defaultValue={settings.time_zone ?? ''} aria-describedby={`${id}-zone-note`}>
        <option value="">{browser ? `Follow my browser (now ${zoneLabel(browser)})` : 'Follow my browser'}</option>
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zoneLabel(zone)}
          </option>
        ))}
      </Select>
      <Note id={`${id}-zone-note`} style={{ margin: '0.5rem 0 0' }}>
        {zoneInUse(settings)}
      </Note>
    </Fieldset>
  );
}

function PreferencesForm({ userId, preferences }: { userId: string; preferences: MyNotificationSettings }) {
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<Result>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chosen: NotificationPreferences = {
      reminder_24h: form.get('reminder24h') === 'on',
      reminder_1h: form.get('reminder1h') === 'on',
      organiser_messages: form.get('organiserMessages') === 'on',
      approval_requests: form.get('approvalRequests') === 'on',
    };
    const zone = String(form.get('timeZone') ?? '');
    setSaving(true);
    setResult(null);
    try {
      await saveNotificationPreferences(userId, chosen, zone === '' ? null : zone);
      setResult({ tone: 'success', text: 'Your notification preferences have been saved.' });
      invalidateAccount();
    } catch (error) {
      console.error('Error saving the notification preferences', error);
      // The database's own words for a zone it does not know; anything else, the general failure.
      setResult({ tone: 'error', text: error instanceof DataError && error.code === '22023' ? error.message : 'Your notification preferences could not be saved. Please try again.' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} aria-label="Email notifications">
      <Fieldset>
        <legend>Event reminders</legend>
        <Choice>
          <input type="checkbox" name="reminder24h" defaultChecked={preferences.reminder_24h} />
          24 hours before an event I'm going to
        </Choice>
        <Choice>
          <input type="checkbox" name="reminder1h" defaultChecked={preferences.reminder_1h} />
          1 hour before an event I'm going to
        </Choice>
      </Fieldset>
      <Fieldset>
        <legend>Messages from organisers</legend>
        <Choice>
          <input type="checkbox" name="organiserMessages" defaultChecked={preferences.organiser_messages} />
          Messages an event's organiser sends to its members
        </Choice>
      </Fieldset>
      <Fieldset>
        <legend>Requests to join my events</legend>
        <Choice>
          <input type="checkbox" name="approvalRequests" defaultChecked={preferences.approval_requests} />
          When someone asks to join an event I organise that needs my approval
        </Choice>
      </Fieldset>
      <TimeZoneChoice settings={preferences} />
      <Note>
        When an event you're going to or waiting for changes its date, time or place, or is cancelled, we always email you: those notices cannot be switched
        off.
      </Note>
      {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving...' : 'Save Notifications'}
      </Button>
    </form>
  );
}

/** Not a failure: the address was not confirmed yet, so its confirmation email went out instead. */
class ConfirmationSent extends Error {}

/**
 * The newsletter for the member's own address: one click to join (their confirmed address needs no
 * second email), "pending" while a confirmation asked for elsewhere waits, one click to leave.
 */
function NewsletterChoice({ userId, email }: { userId: string; email: string }) {
  const status = useMyNewsletterStatus(userId);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);

  const run = async (action: () => Promise<void>, success: string, failure: string) => {
    setBusy(true);
    setResult(null);
    try {
      await action();
      setResult({ tone: 'success', text: success });
      invalidateAccount();
    } catch (error) {
      if (error instanceof ConfirmationSent) {
        setResult({ tone: 'success', text: 'Check your inbox to confirm your subscription' });
        invalidateAccount();
        return;
      }
      console.error('Error changing the newsletter subscription', error);
      setResult({ tone: 'error', text: error instanceof DataError && error.code === '429' ? error.message : failure });
    } finally {
      setBusy(false);
    }
  };

  // The account's own confirmed address needs no second email (the database checks it is the
  // caller's confirmed address); an address not confirmed yet goes through the usual double opt-in.
  const subscribe = () =>
    run(
      async () => {
        try {
          await subscribeMyNewsletter();
        } catch (error) {
          if (!(error instanceof DataError && error.code === '42501')) throw error;
          await subscribeToNewsletter(email);
          throw new ConfirmationSent();
        }
      },
      'You are subscribed: the next newsletter comes to your inbox.',
      'We could not subscribe you. Please try again.',
    );

  return (
    <Fieldset>
      <legend>Newsletter</legend>
      {status.status === 'pending' ? <Skeleton style={{ height: '2.5rem' }} /> : null}
      {status.status === 'error' ? <ErrorState title="We couldn't load your newsletter subscription." onRetry={status.refetch} /> : null}
      {status.status === 'success' ? (
        <>
          <Note>
            {status.data === 'subscribed'
              ? `The EO Asia Pacific newsletter comes to ${email}.`
              : status.data === 'pending'
                ? `Pending: we sent a confirmation link to ${email}. Follow it, or subscribe here: your account's address is already confirmed.`
                : `The EO Asia Pacific newsletter does not come to ${email}.`}
          </Note>
          {status.data === 'subscribed' ? (
            <Button
              type="button"
              $variant="secondary"
              disabled={busy}
              onClick={() => void run(unsubscribeMyNewsletter, 'You are unsubscribed.', 'We could not unsubscribe you. Please try again.')}
            >
              Unsubscribe from the newsletter
            </Button>
          ) : (
            <Button type="button" $variant="secondary" disabled={busy} onClick={() => void subscribe()}>
              {status.data === 'pending' ? 'Subscribe now' : 'Subscribe to the newsletter'}
            </Button>
          )}
        </>
      ) : null}
      {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
    </Fieldset>
  );
}

/**
 * Which emails the member gets (id `notifications`: every notification email's footer links here):
 * reminders and their timings, organiser messages, the zone their emails give times in, and the
 * newsletter for their own address.
 */
export function NotificationsSection({ userId, email }: { userId: string; email: string | undefined }) {
  const preferences = useMyNotificationPreferences(userId);
  return (
    <AccountCard section="notifications">
      {preferences.status === 'pending' ? <Skeleton style={{ height: '12rem' }} /> : null}
      {preferences.status === 'error' ? <ErrorState title="We couldn't load your notification preferences." onRetry={preferences.refetch} /> : null}
      {preferences.status === 'success' && preferences.data ? <PreferencesForm userId={userId} preferences={preferences.data} /> : null}
      {email ? <NewsletterChoice userId={userId} email={email} /> : null}
    </AccountCard>
  );
}
