import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { format, parseISO } from 'date-fns';
import { Alert, Button, ErrorState, FieldGroup, Input, Label, Skeleton, Textarea, toast } from 'shared-ui';
import { Dialog } from 'shared-ui/dialogs';
import type { EventRow } from 'shared-data';
import { sendMessageToMembers, useEventMessages, type MessageAudience } from 'shared-data/event-messages';

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 1rem;
  legend { font-weight: 600; font-size: 0.9rem; margin-bottom: 0.375rem; }
  label { display: flex; gap: 0.5rem; align-items: center; margin: 0.25rem 0; }
`;

const ReplyChoice = styled.div`
  margin: 0 0 1rem;
  label { display: flex; gap: 0.5rem; align-items: flex-start; }
  input { margin-top: 0.2rem; }
  p { margin: 0.25rem 0 0 1.5rem; font-size: 0.875rem; color: ${({ theme }) => theme.colors.muted}; }
`;

const History = styled.section`
  margin-top: 1.5rem;
  h3 { font-size: 1rem; margin: 0 0 0.5rem; }
  ol { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.75rem; max-height: 14rem; overflow-y: auto; }
  li { border-top: 1px solid ${({ theme }) => theme.colors.border}; padding-top: 0.5rem; }
  p { margin: 0.25rem 0 0; white-space: pre-wrap; overflow-wrap: anywhere; }
  small { color: ${({ theme }) => theme.colors.muted}; }
`;

const AUDIENCES: readonly { value: MessageAudience; label: string }[] = [
  { value: 'going', label: 'Going' },
  { value: 'waitlist', label: 'Waitlist' },
  { value: 'both', label: 'Going and waitlist' },
];

const AUDIENCE_LABEL: Record<MessageAudience, string> = { going: 'going', waitlist: 'the waitlist', both: 'going and the waitlist' };

export interface MessageMembersDialogProps {
  event: EventRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The organiser (or an admin) writes to the event's members: those going, waiting, or both. Plain
 * text; each member gets their own email (nobody sees the others' addresses), except those who
 * switched organiser messages off. Replies reach the organiser only when they tick "Show my
 * email address" (off by default): it becomes each email's Reply-To. The database checks who may
 * send and the daily limits, and its words are shown as they are. Below the form: the messages
 * sent so far (the event's history).
 */
export function MessageMembersDialog({ event, open, onOpenChange }: MessageMembersDialogProps) {
  const id = useId();
  const messages = useEventMessages(event.id);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const handleSubmit = async (formEvent: FormEvent<HTMLFormElement>) => {
    formEvent.preventDefault();
    const form = formEvent.currentTarget;
    const data = new FormData(form);
    const audience = String(data.get('audience') ?? 'going') as MessageAudience;
    const subject = String(data.get('subject') ?? '').trim();
    const body = String(data.get('body') ?? '').trim();
    const showMyAddress = data.get('showMyAddress') === 'on';
    if (subject === '' || body === '') {
      setRefusal('Please write a subject and a message.');
      return;
    }
    setSending(true);
    setRefusal(null);
    try {
      const sent = await sendMessageToMembers(event.id, audience, subject, body, showMyAddress);
      toast({ title: sent.recipientCount === 1 ? 'Message sent to 1 member.' : `Message sent to ${sent.recipientCount} members.`, variant: 'success' });
      form.reset();
    } catch (error) {
      console.error('Error sending the message', error);
      setRefusal(error instanceof Error && error.message ? error.message : 'The message could not be sent. Please try again.');
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Message members" description={`Write to the members of "${event.title}". Each gets their own email.`}>
      <form onSubmit={(formEvent) => void handleSubmit(formEvent)} aria-label="Message members">
        <Fieldset>
          <legend>Send to</legend>
          {AUDIENCES.map((choice) => (
            <label key={choice.value}>
              <input type="radio" name="audience" value={choice.value} defaultChecked={choice.value === 'going'} />
              {choice.label}
            </label>
          ))}
        </Fieldset>
        <FieldGroup>
          <Label htmlFor={`${id}-subject`}>Subject</Label>
          <Input id={`${id}-subject`} name="subject" type="text" required maxLength={150} />
        </FieldGroup>
        <FieldGroup>
          <Label htmlFor={`${id}-body`}>Message</Label>
          <Textarea id={`${id}-body`} name="body" required maxLength={5000} rows={6} />
        </FieldGroup>
        <ReplyChoice>
          <label htmlFor={`${id}-reply`}>
            <input id={`${id}-reply`} type="checkbox" name="showMyAddress" aria-describedby={`${id}-reply-hint`} />
            Show my email address so members can reply
          </label>
          <p id={`${id}-reply-hint`}>Members who reply write to your own address. Unticked, your address stays hidden and replies are not read.</p>
        </ReplyChoice>
        {refusal ? <Alert tone="error">{refusal}</Alert> : null}
        <Button type="submit" disabled={sending}>
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </form>
      <History aria-labelledby={`${id}-history`}>
        <h3 id={`${id}-history`}>Sent messages</h3>
        {messages.status === 'pending' ? <Skeleton $height="3rem" /> : null}
        {messages.status === 'error' ? <ErrorState title="We couldn't load the sent messages." onRetry={messages.refetch} isRetrying={messages.isFetching} /> : null}
        {messages.status === 'success' && (messages.data ?? []).length === 0 ? <p>No messages sent yet.</p> : null}
        {messages.status === 'success' && (messages.data ?? []).length > 0 ? (
          <ol>
            {(messages.data ?? []).map((message) => (
              <li key={message.id}>
                <strong>{message.subject}</strong>
                <br />
                <small>
                  <time dateTime={message.created_at}>{format(parseISO(message.created_at), 'MMM d, h:mm a')}</time> · to {AUDIENCE_LABEL[message.audience]} ·{' '}
                  {message.recipient_count === 1 ? '1 email' : `${message.recipient_count} emails`}
                </small>
                <p>{message.body}</p>
              </li>
            ))}
          </ol>
        ) : null}
      </History>
    </Dialog>
  );
}
