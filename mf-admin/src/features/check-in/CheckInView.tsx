import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { format, parseISO } from 'date-fns';
import QrScanner from 'qr-scanner';
import { Button, ButtonLink, ErrorState, Input, Label, Skeleton, VisuallyHidden } from 'shared-ui';
import { DataError, useEvent, type EventAttendee, type EventRow } from 'shared-data';
import { useAttendees } from 'shared-data/event-page';
import { checkInAndRefresh, undoCheckInAndRefresh, type CheckInResult } from 'shared-data/check-in';
import { formatEventTime } from 'shared-site';
import { paths } from 'site-config';
import { wrongDayWarning } from './doorDay';

const Wrap = styled.div`
  display: grid;
  gap: 1.25rem;
  max-width: 40rem;
  h1 {
    margin: 0;
    font-size: clamp(1.4rem, 5vw, 1.9rem);
    line-height: 1.2;
  }
  h2 { margin: 0 0 0.5rem; font-size: 1.15rem; }
  /* Below the sticky header when the view scrolls its heading to the top. */
  scroll-margin-top: 5rem;
`;

const Facts = styled.p`
  margin: 0.375rem 0 0.75rem;
`;

const Hint = styled.p`
  margin: 0.25rem 0 0.5rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Video = styled.video`
  width: 100%;
  max-height: 60vh;
  background: #000;
  border-radius: 0.5rem;
  object-fit: cover;
`;

const AnswerRow = styled.div`
  display: grid;
  gap: 0.5rem;
  justify-items: start;
  > div { justify-self: stretch; }
`;

const Answer = styled.p<{ $tone: 'ok' | 'again' | 'refused' | 'undone' }>`
  margin: 0;
  padding: 0.875rem 1rem;
  border-radius: 0.5rem;
  font-size: 1.1rem;
  font-weight: 600;
  border: 2px solid ${({ $tone }) => ($tone === 'ok' ? '#15803d' : $tone === 'again' || $tone === 'undone' ? '#b45309' : '#b91c1c')};
  color: ${({ $tone }) => ($tone === 'ok' ? '#14532d' : $tone === 'again' || $tone === 'undone' ? '#78350f' : '#7f1d1d')};
  background: #fff;
`;

const Warning = styled.p`
  margin: 0;
  padding: 0.875rem 1rem;
  border-radius: 0.5rem;
  border: 2px solid #b45309;
  background: #fffbeb;
  color: #78350f;
  font-weight: 600;
`;

const Counts = styled.p`
  margin: 0.5rem 0;
  font-weight: 600;
`;

const People = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.75rem;
    padding: 0.625rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Done = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.muted};
`;

type Outcome = { tone: 'ok' | 'again' | 'refused' | 'undone'; text: string; undo?: { memberId: string; name: string } };

const timeOf = (iso: string) => format(parseISO(iso), 'h:mm a');
const nameOf = (row: Pick<EventAttendee, 'full_name' | 'email'>) => row.full_name ?? row.email ?? 'Unnamed member';

/** What the door sees after a check-in: who, whether they were already in, and a way to take it back. */
function outcomeOf(result: CheckInResult): Outcome {
  const name = result.full_name ?? 'This member';
  return result.already_checked_in
    ? { tone: 'again', text: `${name} is already checked in (since ${timeOf(result.checked_in_at)}).`, undo: { memberId: result.user_id, name } }
    : { tone: 'ok', text: `Checked in: ${name}.`, undo: { memberId: result.user_id, name } };
}

function refusalOf(error: unknown): Outcome {
  // The database's refusals (a code for another event, a forged code, no place) are written to be shown.
  if (error instanceof DataError && error.code && ['22023', 'PT409', '42501', 'P0002'].includes(error.code)) return { tone: 'refused', text: error.message };
  console.error('Check-in failed', error);
  return { tone: 'refused', text: "We couldn't check this member in. Please try again." };
}

const STATUS_NOTE: Record<Exclude<EventAttendee['status'], 'going'>, string> = { waitlist: 'on the waitlist', pending: 'awaiting approval', declined: 'declined' };

/** Those going first, in name order (how a door scans a list), then everyone else who answered. */
function doorOrder(rows: readonly EventAttendee[]): EventAttendee[] {
  const byName = (a: EventAttendee, b: EventAttendee) => nameOf(a).localeCompare(nameOf(b), 'en', { sensitivity: 'base' });
  return [...rows.filter((row) => row.status === 'going').sort(byName), ...rows.filter((row) => row.status !== 'going').sort(byName)];
}

/** "Saturday, December 12, 2026 · 7:00 PM SGT": the event's day and time as the site writes them. */
function whenOf(event: EventRow): string {
  const day = format(parseISO(event.date), 'EEEE, MMMM d, yyyy');
  const time = formatEventTime(event);
  return time ? `${day} · ${time.label}` : day;
}

/** A scanned code read again within this time is the same code still in front of the camera. */
const SAME_CODE_MS = 4000;

/**
 * /admin?check-in=<event id>: the door of one event, for a phone. It opens at its heading with the
 * search focused and everyone who answered listed (those going first, with the going and checked-in
 * counts); it warns when it is not the event's day where the event is. Scans members' signed codes
 * with the camera (`qr-scanner`: the browser's BarcodeDetector where there is one, else its decoder
 * in a web worker), or finds a member by name, and marks them attended; a check-in can be undone.
 * The database checks the code's signature and event and answers "already checked in" to a second scan.
 */
export function CheckInView({ eventId }: { eventId: string }) {
  const event = useEvent(eventId);
  const attendees = useAttendees(eventId);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [scanning, setScanning] = useState(false);
  const [cameraProblem, setCameraProblem] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [busyMember, setBusyMember] = useState<string | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const lastCode = useRef<{ code: string; at: number } | null>(null);
  const hasEvent = Boolean(event.data);

  const checkIn = async (by: { code: string } | { reference: string } | { memberId: string }) => {
    if ('memberId' in by) setBusyMember(by.memberId);
    try {
      setOutcome(outcomeOf(await checkInAndRefresh(eventId, by)));
    } catch (error) {
      setOutcome(refusalOf(error));
    } finally {
      setBusyMember(null);
    }
  };

  const undo = async (memberId: string, name: string) => {
    setBusyMember(memberId);
    try {
      const undone = await undoCheckInAndRefresh(eventId, memberId);
      setOutcome({ tone: 'undone', text: undone ? `Check-in undone: ${name} is not checked in.` : `${name} was not checked in.` });
      // The next scan of the same code counts again.
      lastCode.current = null;
    } catch (error) {
      setOutcome(error instanceof DataError && error.code === '42501' ? { tone: 'refused', text: error.message } : { tone: 'refused', text: "We couldn't undo the check-in. Please try again." });
    } finally {
      setBusyMember(null);
    }
  };

  // Opened from the events list further down the same page (/admin: the path does not change, so
  // the site does not scroll to the top itself): start at the view's heading, the search ready.
  useEffect(() => {
    if (!hasEvent) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' }); // not the page's smooth scroll: it opens there
    searchRef.current?.focus({ preventScroll: true });
  }, [hasEvent]);

  useEffect(() => {
    if (!scanning || !videoRef.current) return;
    // In view: Chromium stops presenting frames of a muted video that is off screen, and the
    // scanner reads only presented frames.
    videoRef.current.scrollIntoView({ block: 'center' });
    const scanner = new QrScanner(
      videoRef.current,
      (result) => {
        const now = Date.now();
        if (lastCode.current && lastCode.current.code === result.data && now - lastCode.current.at < SAME_CODE_MS) return;
        lastCode.current = { code: result.data, at: now };
        void checkIn({ code: result.data });
      },
      { returnDetailedScanResult: true, preferredCamera: 'environment', maxScansPerSecond: 5 },
    );
    scanner.start().catch((error: unknown) => {
      console.error('The camera did not start', error);
      setCameraProblem('The camera could not be started. Allow camera access, or find members by name below.');
      setScanning(false);
    });
    return () => {
      scanner.stop();
      scanner.destroy();
    };
    // checkIn reads only eventId, fixed for the view's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scanning]);

  if (event.status === 'error') return <ErrorState title="We couldn't load this event." onRetry={event.refetch} isRetrying={event.isFetching} />;
  if (event.status === 'pending') return <Skeleton $height="10rem" />;
  if (!event.data) {
    return (
      <Wrap>
        <h1>Event not found</h1>
        <ButtonLink to={paths.admin} $variant="outline" $size="sm">Back to events</ButtonLink>
      </Wrap>
    );
  }

  const needle = search.trim().toLowerCase();
  const rows = doorOrder(attendees.data ?? []);
  const going = rows.filter((row) => row.status === 'going');
  const checkedIn = going.filter((row) => row.checked_in_at !== null).length;
  const shown = needle ? rows.filter((row) => `${row.full_name ?? ''} ${row.email ?? ''}`.toLowerCase().includes(needle)) : rows;
  const warning = wrongDayWarning(event.data, new Date());
  // A short check-in reference typed from a confirmation email ("K7QM-2X9D"): offered as its own
  // check-in; the database finds whose it is (public.check_in_by_reference).
  const typedReference = /^[0-9a-z]{4}[\s-]?[0-9a-z]{4}$/i.test(search.trim()) ? search.trim().toUpperCase() : null;

  return (
    <Wrap>
      <div>
        <h1 id="check-in-heading">Check-in: {event.data.title}</h1>
        <Facts>{whenOf(event.data)}</Facts>
        <ButtonLink to={paths.admin} $variant="outline" $size="sm">Back to events</ButtonLink>
      </div>
      {warning ? <Warning role="alert">{warning}</Warning> : null}
      <section aria-labelledby="scan-heading">
        <h2 id="scan-heading">Scan a code</h2>
        {scanning ? <Video ref={videoRef} muted playsInline aria-label="Camera view for scanning check-in codes" /> : null}
        {cameraProblem ? <p role="alert">{cameraProblem}</p> : null}
        <Button
          type="button"
          $variant={scanning ? 'outline' : 'primary'}
          onClick={() => {
            setCameraProblem(null);
            setScanning((on) => !on);
          }}
        >
          {scanning ? 'Stop the camera' : 'Start the camera'}
        </Button>
      </section>
      {/* Right below the camera, so the door sees the answer while still aiming the phone. */}
      <AnswerRow>
        <div aria-live="assertive" role="status">
          {outcome ? <Answer $tone={outcome.tone}>{outcome.text}</Answer> : null}
        </div>
        {outcome?.undo && outcome.tone !== 'refused' ? (
          <Button type="button" $variant="outline" $size="sm" disabled={busyMember !== null} onClick={() => void undo(outcome.undo!.memberId, outcome.undo!.name)}>
            Undo<VisuallyHidden> the check-in of {outcome.undo.name}</VisuallyHidden>
          </Button>
        ) : null}
      </AnswerRow>
      <section aria-labelledby="find-heading">
        <h2 id="find-heading">Find by name</h2>
        <Label htmlFor="check-in-search">Name or email</Label>
        <Input id="check-in-search" ref={searchRef} type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" enterKeyHint="search" aria-describedby="check-in-search-hint" />
        <Hint id="check-in-search-hint">Or the check-in reference from a member&apos;s confirmation email, like K7QM-2X9D.</Hint>
        {typedReference ? (
          <Button type="button" $size="sm" onClick={() => void checkIn({ reference: typedReference })}>
            {`Check in reference ${typedReference}`}
          </Button>
        ) : null}
      </section>
      <section aria-labelledby="people-heading">
        <h2 id="people-heading">Attendees</h2>
        <Counts>{`${going.length} going · ${checkedIn} checked in`}</Counts>
        {attendees.status === 'error' ? <ErrorState title="We couldn't load the attendees." onRetry={attendees.refetch} isRetrying={attendees.isFetching} /> : null}
        {attendees.status === 'pending' ? <Skeleton $height="6rem" /> : null}
        {attendees.status === 'success' && rows.length === 0 ? <p>Nobody has answered yet.</p> : null}
        {needle && shown.length === 0 && attendees.status === 'success' && !typedReference ? <p>Nobody by that name has answered.</p> : null}
        <People aria-label={needle ? 'Members found' : 'Everyone who answered'}>
          {shown.map((row) => (
            <li key={row.user_id}>
              <span>
                {nameOf(row)}
                {row.status !== 'going' ? ` (${STATUS_NOTE[row.status]})` : ''}
              </span>
              {row.checked_in_at ? (
                <Done>
                  Checked in {timeOf(row.checked_in_at)}
                  <Button type="button" $variant="ghost" $size="sm" disabled={busyMember !== null} aria-label={`Undo the check-in of ${nameOf(row)}`} onClick={() => void undo(row.user_id, nameOf(row))}>
                    Undo
                  </Button>
                </Done>
              ) : (
                <Button type="button" $size="sm" disabled={busyMember !== null} aria-label={`Check in ${nameOf(row)}`} onClick={() => void checkIn({ memberId: row.user_id })}>
                  Check in
                </Button>
              )}
            </li>
          ))}
        </People>
      </section>
    </Wrap>
  );
}
