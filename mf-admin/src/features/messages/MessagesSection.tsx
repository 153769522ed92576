import { format, parseISO } from 'date-fns';
import { useState } from 'react';
import { Button, ErrorState, Pager, toast } from 'shared-ui';
import { plural } from 'shared-ui/plural';
import { useOutboxCounts, useOutboxMessages, useOutboxRetryRefusals, useRetryOutboxMessage, type OutboxCountRow, type OutboxMessage, type OutboxState } from 'shared-data/admin';
import { DataTable, useLoadFailureToast, type DataColumn } from 'shared-site';
import styled from 'styled-components';
import { SectionHeader } from '../../components/SectionHeader';

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

const STATES: readonly { value: OutboxState; label: string }[] = [
  { value: 'queued', label: 'Queued' },
  { value: 'sending', label: 'Sending' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Failed' },
];

const PAGE_SIZE = 25;

/** "1 failed message", "25 sent messages": how many of the chosen state, a whole label per state and form. */
export function messagesSummary(total: number, state: OutboxState): string {
  switch (state) {
    case 'queued':
      return plural(total, { one: '1 queued message', other: `${total} queued messages` });
    case 'sending':
      return plural(total, { one: '1 message being sent', other: `${total} messages being sent` });
    case 'sent':
      return plural(total, { one: '1 sent message', other: `${total} sent messages` });
    case 'failed':
      return plural(total, { one: '1 failed message', other: `${total} failed messages` });
  }
}

/** Each kind of email in words (the outbox's kinds: supabase/functions/outbox-worker/kinds/index.ts). */
const KIND_LABELS: Readonly<Record<string, string>> = {
  rsvp_confirmation: 'RSVP confirmation',
  rsvp_waitlist: 'On the waitlist',
  rsvp_promoted: 'Off the waitlist: a place',
  rsvp_cancelled: 'RSVP cancelled',
  rsvp_pending: 'Request to join received',
  rsvp_declined: 'Request to join declined',
  newsletter: 'Newsletter',
  newsletter_test: 'Newsletter test',
  event_changed: 'Event changed',
  event_cancelled: 'Event cancelled',
  reminder_24h: 'Reminder, a day before',
  reminder_1h: 'Reminder, an hour before',
  organiser_message: "Organiser's message",
};

/** A kind in words; one added later without a label here reads as its name in words ("join_request" as "Join request"). */
const kindLabel = (kind: string) => KIND_LABELS[kind] ?? kind.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

function groupName(row: OutboxCountRow): string {
  if (row.group === 'newsletter') return `Newsletter: ${row.newsletterSubject ?? 'deleted issue'}`;
  if (row.group === 'event') return `Event: ${row.eventTitle ?? 'deleted event'}`;
  return kindLabel(row.group);
}

const COUNT_COLUMNS: readonly DataColumn<OutboxCountRow>[] = [
  { header: 'For', cell: groupName },
  { header: 'Queued', cell: (row) => row.queued },
  { header: 'Sending', cell: (row) => row.sending },
  { header: 'Sent', cell: (row) => row.sent },
  { header: 'Failed', cell: (row) => row.failed },
];

/**
 * The Messages tab (issue 35, item 9): the outbox's counts per event and per newsletter, and its
 * messages by state (failed ones with their error and a Retry). Live: shared-data/admin reads the
 * shown figures again every few seconds while the tab is open.
 */
export default function MessagesSection() {
  const [state, setState] = useState<OutboxState>('failed');
  const [page, setPage] = useState(1);
  const counts = useOutboxCounts();
  const messages = useOutboxMessages({ state, page, pageSize: PAGE_SIZE });
  const retry = useRetryOutboxMessage();
  // Failed messages Retry must not send again (the recipient unsubscribed, switched them off or
  // left the event): the reason is shown where Retry would be. The database refuses them anyway.
  const refusals = useOutboxRetryRefusals(state === 'failed' ? (messages.data?.rows ?? []).map((m) => m.id) : []);
  useLoadFailureToast(counts.error ?? messages.error, 'Failed to fetch the outbox');

  const handleRetry = (message: OutboxMessage) => {
    retry
      .mutate(message.id)
      .then((queued) => toast({ title: queued ? 'The message is queued again.' : 'The message was no longer failed.', variant: queued ? 'success' : 'default' }))
      .catch((error: unknown) => toast({ title: "We couldn't retry the message.", description: error instanceof Error ? error.message : String(error), variant: 'destructive' }));
  };

  // What each message is about, from the counts' names (the same event or newsletter).
  const eventTitles = new Map((counts.data ?? []).filter((row) => row.eventId).map((row) => [row.eventId!, row.eventTitle]));
  const issueSubjects = new Map((counts.data ?? []).filter((row) => row.newsletterId).map((row) => [row.newsletterId!, row.newsletterSubject]));
  const aboutOf = (m: OutboxMessage) =>
    (m.event_id ? eventTitles.get(m.event_id) : null) ?? (m.newsletter_id ? issueSubjects.get(m.newsletter_id) : null) ?? null;

  const messageColumns: readonly DataColumn<OutboxMessage>[] = [
    { header: 'Kind', cell: (m) => kindLabel(m.kind) },
    {
      header: 'Subject',
      cell: (m) =>
        m.subject ?? (
          <Muted>
            Written when it is sent{aboutOf(m) ? ` (about ${aboutOf(m)})` : ''}
          </Muted>
        ),
    },
    { header: 'To', cell: (m) => m.recipient_email },
    { header: 'Created', cell: (m) => format(parseISO(m.created_at), 'PPP p') },
    { header: 'Attempts', cell: (m) => m.attempts },
    ...(state === 'sent' ? [{ header: 'Sent', cell: (m: OutboxMessage) => (m.sent_at ? format(parseISO(m.sent_at), 'PPP p') : '') }] : []),
    ...(state === 'failed'
      ? [
          { header: 'Error', cell: (m: OutboxMessage) => m.last_error ?? '' },
          {
            header: 'Actions',
            cell: (m: OutboxMessage) => {
              const refusal = refusals.data?.[m.id];
              if (refusal) return <Muted>{refusal}</Muted>;
              return (
                <Button
                  type="button"
                  $variant="outline"
                  $size="sm"
                  disabled={refusals.status !== 'success' || (retry.status === 'pending' && retry.input === m.id)}
                  onClick={() => handleRetry(m)}
                  aria-label={`Retry the ${kindLabel(m.kind).toLowerCase()} email to ${m.recipient_email}`}
                >
                  Retry
                </Button>
              );
            },
          },
        ]
      : []),
  ];

  const rows = messages.data?.rows ?? [];
  const total = messages.data?.total ?? 0;
  return (
    <>
      <section aria-labelledby="outbox-counts-heading">
        <SectionHeader>
          <h2 id="outbox-counts-heading">Emails per event and newsletter</h2>
        </SectionHeader>
        {counts.status === 'error' ? (
          <ErrorState title="We couldn't load the outbox counts." onRetry={counts.refetch} isRetrying={counts.isFetching} />
        ) : counts.status === 'pending' ? (
          <p role="status">Loading counts...</p>
        ) : (counts.data ?? []).length === 0 ? (
          <p>No emails yet.</p>
        ) : (
          <DataTable columns={COUNT_COLUMNS} rows={counts.data ?? []} rowKey={(row) => `${row.group}-${row.eventId ?? ''}-${row.newsletterId ?? ''}`} labelledBy="outbox-counts-heading" />
        )}
      </section>
      <section aria-labelledby="outbox-messages-heading">
        <SectionHeader>
          <h2 id="outbox-messages-heading">Messages</h2>
          <div role="group" aria-label="Show messages that are">
            {STATES.map((option) => (
              <Button
                key={option.value}
                type="button"
                $size="sm"
                $variant={option.value === state ? 'primary' : 'outline'}
                aria-pressed={option.value === state}
                onClick={() => {
                  setState(option.value);
                  setPage(1);
                }}
              >
                {option.label}
              </Button>
            ))}
          </div>
        </SectionHeader>
        {messages.status === 'error' ? (
          <ErrorState title="We couldn't load the messages." onRetry={messages.refetch} isRetrying={messages.isFetching} />
        ) : (
          <p role="status">{messages.status === 'pending' ? 'Loading messages...' : messagesSummary(total, state)}</p>
        )}
        {rows.length > 0 ? <DataTable columns={messageColumns} rows={rows} rowKey={(m) => String(m.id)} labelledBy="outbox-messages-heading" busy={messages.isPreviousData} /> : null}
        <Pager label="Message pages" page={page} totalPages={Math.ceil(total / PAGE_SIZE)} onPageChange={setPage} numbered={false} />
      </section>
    </>
  );
}
