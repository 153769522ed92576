import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { format, parseISO } from 'date-fns';
import QrScanner from 'qr-scanner';
import { Button, ButtonLink, ErrorState, Input, Label, Skeleton } from 'shared-ui';
import { DataError, useEvent, type EventAttendee } from 'shared-data';
import { useAttendees } from 'shared-data/event-page';
import { checkInAndRefresh, type CheckInResult } from 'shared-data/check-in';
import { paths } from 'site-config';

const Wrap = styled.div`
  display: grid;
  gap: 1.25rem;
  max-width: 40rem;
  h2 { margin: 0; }
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

const Answer = styled.p<{ $tone: 'ok' | 'again' | 'refused' }>`
  margin: 0;
  padding: 0.875rem 1rem;
  border-radius: 0.5rem;
  font-size: 1.1rem;
  font-weight: 600;
  border: 2px solid ${({ $tone }) => ($tone === 'ok' ? '#15803d' : $tone === 'again' ? '#b45309' : '#b91c1c')};
  color: ${({ $tone }) => ($tone === 'ok' ? '#14532d' : $tone === 'again' ? '#78350f' : '#7f1d1d')};
  background: #fff;
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

type Outcome = { tone: 'ok' | 'again' | 'refused'; text: string };

const timeOf = (iso: string) => format(parseISO(iso), 'h:mm a');

/** What the door sees after a check-in: who, and whether they were already in. */
function outcomeOf(result: CheckInResult): Outcome {
  const name = result.full_name ?? 'This member';
  return result.already_checked_in
    ? { tone: 'again', text: `${name} is already checked in (since ${timeOf(result.checked_in_at)}).` }
    : { tone: 'ok', text: `Checked in: ${name}.` };
}

function refusalOf(error: unknown): Outcome {
  // The database's refusals (a code for another event, a forged code, no place) are written to be shown.
  if (error instanceof DataError && error.code && ['22023', 'PT409', '42501', 'P0002'].includes(error.code)) return { tone: 'refused', text: error.message };
  console.error('Check-in failed', error);
  return { tone: 'refused', text: "We couldn't check this member in. Please try again." };
}

/** A scanned code read again within this time is the same code still in front of the camera. */
const SAME_CODE_MS = 4000;

/**
 * /admin?check-in=<event id>: the door of one event, for a phone. Scans members' signed codes with
 * the camera (`qr-scanner`: the browser's BarcodeDetector where there is one, else its decoder in a
 * web worker), or finds a member by name, and marks them attended. The database checks the code's
 * signature and event and answers "already checked in" to a second scan.
 */
export function CheckInView({ eventId }: { eventId: string }) {
  const event = useEvent(eventId);
  const attendees = useAttendees(eventId);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [scanning, setScanning] = useState(false);
  const [cameraProblem, setCameraProblem] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const videoRef = useRef<HTMLVideoElement>(null);
  const lastCode = useRef<{ code: string; at: number } | null>(null);

  const checkIn = async (by: { code: string } | { reference: string } | { memberId: string }) => {
    try {
      setOutcome(outcomeOf(await checkInAndRefresh(eventId, by)));
    } catch (error) {
      setOutcome(refusalOf(error));
    }
  };

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
        <p>Event not found.</p>
        <ButtonLink to={paths.admin} $variant="outline" $size="sm">Back to events</ButtonLink>
      </Wrap>
    );
  }

  const needle = search.trim().toLowerCase();
  const rows = attendees.data ?? [];
  const going = rows.filter((row) => row.status === 'going');
  const checkedIn = going.filter((row) => row.checked_in_at !== null).length;
  // A short check-in reference typed from a confirmation email ("K7QM-2X9D"): offered as its own
  // check-in; the database finds whose it is (public.check_in_by_reference).
  const typedReference = /^[0-9a-z]{4}[\s-]?[0-9a-z]{4}$/i.test(search.trim()) ? search.trim().toUpperCase() : null;
  const found: EventAttendee[] = needle
    ? rows.filter((row) => `${row.full_name ?? ''} ${row.email ?? ''}`.toLowerCase().includes(needle)).slice(0, 20)
    : [];

  return (
    <Wrap>
      <div>
        <h2 id="check-in-heading">Check-in: {event.data.title}</h2>
        <p>{`${event.data.date} · ${checkedIn} of ${going.length} going checked in`}</p>
        <ButtonLink to={paths.admin} $variant="outline" $size="sm">Back to events</ButtonLink>
      </div>
      <section aria-labelledby="scan-heading">
        <h3 id="scan-heading">Scan a code</h3>
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
      <div aria-live="assertive" role="status">
        {outcome ? <Answer $tone={outcome.tone}>{outcome.text}</Answer> : null}
      </div>
      <section aria-labelledby="find-heading">
        <h3 id="find-heading">Find by name</h3>
        <Label htmlFor="check-in-search">Name or email</Label>
        <Input id="check-in-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" aria-describedby="check-in-search-hint" />
        <Hint id="check-in-search-hint">Or the check-in reference from a member&apos;s confirmation email, like K7QM-2X9D.</Hint>
        {attendees.status === 'error' ? <ErrorState title="We couldn't load the attendees." onRetry={attendees.refetch} isRetrying={attendees.isFetching} /> : null}
        {needle && found.length === 0 && attendees.status === 'success' && !typedReference ? <p>Nobody by that name has answered.</p> : null}
        {typedReference ? (
          <Button type="button" $size="sm" onClick={() => void checkIn({ reference: typedReference })}>
            {`Check in reference ${typedReference}`}
          </Button>
        ) : null}
        <People aria-label="Members found">
          {found.map((row) => (
            <li key={row.user_id}>
              <span>
                {row.full_name ?? row.email ?? 'Unnamed member'}
                {row.status !== 'going' ? ` (${row.status === 'waitlist' ? 'on the waitlist' : row.status === 'pending' ? 'awaiting approval' : 'declined'})` : ''}
              </span>
              {row.checked_in_at ? (
                <span>Checked in {timeOf(row.checked_in_at)}</span>
              ) : (
                <Button type="button" $size="sm" aria-label={`Check in ${row.full_name ?? row.email ?? 'this member'}`} onClick={() => void checkIn({ memberId: row.user_id })}>
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
