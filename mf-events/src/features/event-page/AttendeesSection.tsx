import { useState } from 'react';
import styled from 'styled-components';
import { format, parseISO } from 'date-fns';
import { longDate } from 'page-head/event';
import { Button, ErrorState, Skeleton, toast } from 'shared-ui';
import { DataError, type EventAttendee, type EventRow, type RsvpStatus } from 'shared-data';
import { useAttendees } from 'shared-data/event-page';
import { decideAndRefresh, type RsvpDecision } from 'shared-data/check-in';
import { DataTable, useCsvExport, type CsvColumn, type DataColumn } from 'shared-site';
import { useEventAnswers, useEventQuestions, type EventAnswer, type RegistrationQuestion } from 'shared-data/rsvp';
import { LazyMessageMembersDialog } from './LazyMessageMembersDialog';
// Part of this chunk (organisers only): a chunk of its own would add to the remote's chunk map,
// which every page of the remote loads.
import { RegistrationQuestionsDialog } from './RegistrationQuestionsDialog';

/** Each registration question as a column of the table and the CSV: the member's answer, or nothing. */
function answerColumns(questions: readonly RegistrationQuestion[], answers: readonly EventAnswer[]) {
  const byMember = new Map(answers.map((answer) => [`${answer.question_id}:${answer.user_id}`, answer.answer]));
  return questions.map((question) => ({ header: question.prompt, value: (row: EventAttendee) => byMember.get(`${question.id}:${row.user_id}`) ?? null }));
}

/** An answer wraps in its column, a long address too, instead of widening the table past the page. */
const Answer = styled.span`
  display: block;
  min-width: 8rem;
  max-width: 24rem;
  overflow-wrap: anywhere;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin: 2.5rem 0 1rem;
  h2 { margin: 0; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin-bottom: 0.75rem;
`;

const RowButtons = styled.div`
  display: flex;
  gap: 0.375rem;
  white-space: nowrap;
`;

const Box = styled.input`
  width: 1.1rem;
  height: 1.1rem;
`;

const STATUS_LABEL: Record<RsvpStatus, string> = { going: 'Going', waitlist: 'Waitlist', pending: 'Awaiting approval', declined: 'Declined' };

const COLUMNS: readonly CsvColumn<EventAttendee>[] = [
  { header: 'Name', value: (row) => row.full_name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Status', value: (row) => STATUS_LABEL[row.status] },
  { header: 'Answered', value: (row) => row.created_at },
  { header: 'Checked in', value: (row) => row.checked_in_at },
];

// The site's one date format (page-head's longDate, as on the event's page), then the time, on the viewer's clock.
const when = (iso: string) => {
  const instant = parseISO(iso);
  return <time dateTime={iso}>{`${longDate(format(instant, 'yyyy-MM-dd'))}, ${format(instant, 'h:mm a')}`}</time>;
};

/** "2 approved, 1 on the waitlist", "3 declined": what a decision did, for the toast. */
function decisionSummary(decided: readonly RsvpDecision[], approve: boolean): string {
  if (!approve) {
    const declined = decided.filter((d) => d.status === 'declined').length;
    return declined === 1 ? '1 registration declined.' : `${declined} registrations declined.`;
  }
  const going = decided.filter((d) => d.status === 'going').length;
  const waiting = decided.filter((d) => d.status === 'waitlist').length;
  const parts = [`${going} approved`];
  if (waiting > 0) parts.push(`${waiting} on the waitlist: the event is full`);
  return `${parts.join(', ')}.`;
}

/**
 * The attendee list for the organiser and admins: name, email, status, when, checked in; and as
 * CSV; "Message members", to write to those going, waiting or both. For an event that requires approval (or has pending or declined answers), each pending
 * member can be approved or declined, one by one or by selecting several. Loaded lazily: only those
 * who manage the event see it.
 */
export function AttendeesSection({ event }: { event: EventRow }) {
  const attendees = useAttendees(event.id);
  const [isMessaging, setMessaging] = useState(false);
  const [isEditingQuestions, setEditingQuestions] = useState(false);
  const questions = useEventQuestions(event.id);
  const answers = useEventAnswers(event.id);
  const asked = answerColumns(questions.data ?? [], answers.data ?? []);
  const rows = attendees.data ?? [];
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [isDeciding, setIsDeciding] = useState(false);
  const pending = rows.filter((row) => row.status === 'pending');
  const decidable = rows.filter((row) => row.status === 'pending' || row.status === 'declined');
  const selectedIds = decidable.filter((row) => selected.has(row.user_id)).map((row) => row.user_id);
  const showDecisions = event.requires_approval || decidable.length > 0;
  const { isExporting, exportCsv } = useCsvExport({
    rows: () => rows,
    columns: [...COLUMNS, ...asked],
    filename: () => `attendees-${event.date}-${event.id.slice(0, 8)}.csv`,
    failureDescription: 'Failed to export attendees',
  });

  const decide = async (memberIds: string[], approve: boolean) => {
    setIsDeciding(true);
    try {
      const decided = await decideAndRefresh(event.id, memberIds, approve);
      setSelected(new Set());
      toast({ title: decisionSummary(decided, approve), variant: 'success' });
    } catch (error) {
      console.error('Approval failed', error);
      toast({ title: error instanceof DataError && error.code === '42501' ? error.message : "We couldn't save the decision. Please try again.", variant: 'destructive' });
    } finally {
      setIsDeciding(false);
    }
  };

  const toggle = (userId: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(userId);
      else next.delete(userId);
      return next;
    });

  const nameOf = (row: EventAttendee) => row.full_name ?? row.email ?? 'this member';
  const table: DataColumn<EventAttendee>[] = [
    { header: 'Name', cell: (row) => row.full_name ?? '—' },
    { header: 'Email', cell: (row) => row.email ?? '—' },
    { header: 'Status', cell: (row) => STATUS_LABEL[row.status] },
    { header: 'Answered', cell: (row) => when(row.created_at) },
    { header: 'Checked in', cell: (row) => (row.checked_in_at ? when(row.checked_in_at) : '—') },
    ...asked.map(({ header, value }) => ({ header, cell: (row: EventAttendee) => <Answer>{value(row) ?? '—'}</Answer> })),
  ];
  if (showDecisions) {
    table.unshift({
      header: 'Select',
      cell: (row) =>
        row.status === 'pending' || row.status === 'declined' ? (
          <Box type="checkbox" aria-label={`Select ${nameOf(row)}`} checked={selected.has(row.user_id)} onChange={(e) => toggle(row.user_id, e.target.checked)} />
        ) : null,
    });
    // Beside the name, before the wider columns: Approve and Decline stay in view whatever the
    // table's width (more columns, long addresses), not cut off at its far end.
    table.splice(2, 0, {
      header: 'Decision',
      cell: (row) =>
        row.status === 'pending' || row.status === 'declined' ? (
          <RowButtons>
            <Button type="button" $size="sm" disabled={isDeciding} aria-label={`Approve ${nameOf(row)}`} onClick={() => void decide([row.user_id], true)}>
              Approve
            </Button>
            {row.status === 'pending' ? (
              <Button type="button" $size="sm" $variant="outline" disabled={isDeciding} aria-label={`Decline ${nameOf(row)}`} onClick={() => void decide([row.user_id], false)}>
                Decline
              </Button>
            ) : null}
          </RowButtons>
        ) : null,
    });
  }

  return (
    <section aria-labelledby="attendees-heading">
      <Header>
        <h2 id="attendees-heading">Attendees</h2>
        <Actions>
          <Button type="button" $variant="outline" $size="sm" onClick={() => setMessaging(true)}>
            Message members
          </Button>
          <Button type="button" $variant="outline" $size="sm" disabled={questions.status !== 'success'} onClick={() => setEditingQuestions(true)}>
            Registration questions
          </Button>
          <Button type="button" $variant="outline" $size="sm" disabled={isExporting || rows.length === 0} onClick={() => void exportCsv()}>
            {isExporting ? 'Exporting...' : 'Export CSV'}
          </Button>
        </Actions>
      </Header>
      {showDecisions && decidable.length > 0 ? (
        <Actions role="group" aria-label="Approve or decline the selected registrations">
          <span aria-live="polite">{`${pending.length} awaiting approval · ${selectedIds.length} selected`}</span>
          <Button type="button" $size="sm" $variant="outline" disabled={isDeciding || pending.length === 0} onClick={() => setSelected(new Set(pending.map((row) => row.user_id)))}>
            Select all awaiting approval
          </Button>
          <Button type="button" $size="sm" disabled={isDeciding || selectedIds.length === 0} onClick={() => void decide(selectedIds, true)}>
            Approve selected
          </Button>
          <Button type="button" $size="sm" $variant="outline" disabled={isDeciding || selectedIds.length === 0} onClick={() => void decide(selectedIds, false)}>
            Decline selected
          </Button>
        </Actions>
      ) : null}
      {attendees.status === 'error' ? (
        <ErrorState title="We couldn't load the attendees." onRetry={attendees.refetch} isRetrying={attendees.isFetching} />
      ) : attendees.status === 'pending' ? (
        <Skeleton $height="4rem" />
      ) : rows.length === 0 ? (
        <p>Nobody has answered yet.</p>
      ) : (
        <DataTable columns={table} rows={rows} rowKey={(row) => row.user_id} labelledBy="attendees-heading" />
      )}
      <LazyMessageMembersDialog event={event} open={isMessaging} onOpenChange={setMessaging} />
      {isEditingQuestions ? <RegistrationQuestionsDialog event={event} questions={questions.data ?? []} open onOpenChange={setEditingQuestions} /> : null}
    </section>
  );
}

