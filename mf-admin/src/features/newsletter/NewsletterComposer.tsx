import { format, parseISO } from 'date-fns';
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, FieldGroup, Input, Label, media, Textarea, toast } from 'shared-ui';
import { useSubscriberCounts } from 'shared-data';
import {
  useCreateNewsletterIssue,
  useDeleteNewsletterIssue,
  useSendNewsletterIssue,
  useSendNewsletterTest,
  useUnscheduleNewsletterIssue,
  useUpdateNewsletterIssue,
  type NewsletterIssue,
} from 'shared-data/admin';
import { NewsletterBody, NewsletterProse } from 'shared-site/newsletter-body';
import { applyMarkdownFormat, type MarkdownFormat } from './markdownFormatting';
import { MarkdownToolbar } from './MarkdownToolbar';

/* The editor and its preview side by side wherever two readable columns fit (a laptop's width and up). */
const Columns = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  ${media.up('lg')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Preview = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: 1rem 1.25rem;
  overflow-wrap: anywhere;
  ${media.up('lg')} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 1rem);
    max-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight} - 2rem);
    overflow-y: auto;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: flex-end;
  margin-top: 1rem;
`;

const ConfirmBox = styled.div`
  margin-top: 1rem;
  padding: 1rem;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const MarkdownArea = styled(Textarea)`
  min-height: 18rem;
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
`;

/** `2027-01-05T09:30` (a datetime-local input's value, the admin's own zone) to an ISO instant. */
function localToIso(value: string): string {
  return new Date(value).toISOString();
}

interface NewsletterComposerProps {
  /** The draft or scheduled issue to open; null for a new one. */
  issue: NewsletterIssue | null;
  onClose: () => void;
  /** A new issue was saved for the first time: the composer goes on with it. */
  onCreated: (issue: NewsletterIssue) => void;
}

/** "1,234 confirmed subscribers": whom a send reaches (those waiting to confirm are not sent to). */
function recipients(confirmed: number | undefined): string {
  if (confirmed === undefined) return 'every confirmed subscriber';
  return confirmed === 1 ? '1 confirmed subscriber' : `${confirmed.toLocaleString('en')} confirmed subscribers`;
}

/**
 * Compose an issue in Markdown (a toolbar writes headings, bold, links and lists at the selection)
 * with its preview beside it (drawn as the archive draws it), save it
 * as a draft, send a test to the admin's own address, then send it to every confirmed subscriber
 * now or at a chosen time. Sending asks once more, naming how many confirmed subscribers it goes to.
 */
export function NewsletterComposer({ issue, onClose, onCreated }: NewsletterComposerProps) {
  const ids = { subject: useId(), body: useId(), when: useId(), heading: useId(), preview: useId() };
  const [subject, setSubject] = useState(issue?.subject ?? '');
  const [body, setBody] = useState(issue?.body_markdown ?? '');
  const [when, setWhen] = useState('');
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  // Where the selection goes once a toolbar's edit is drawn.
  const pendingSelection = useRef<[number, number] | null>(null);
  useLayoutEffect(() => {
    const area = bodyRef.current;
    const selection = pendingSelection.current;
    if (!area || !selection) return;
    pendingSelection.current = null;
    area.focus();
    area.setSelectionRange(selection[0], selection[1]);
  }, [body]);
  const [confirming, setConfirming] = useState<'now' | 'scheduled' | null>(null);
  const create = useCreateNewsletterIssue();
  const update = useUpdateNewsletterIssue();
  const remove = useDeleteNewsletterIssue();
  const send = useSendNewsletterIssue();
  const test = useSendNewsletterTest();
  const unschedule = useUnscheduleNewsletterIssue();
  const isScheduled = issue?.state === 'scheduled';
  // Read when the confirmation opens: the figure is the one the admin sends to.
  const counts = useSubscriberCounts();
  const busy = [create, update, remove, send, test, unschedule].some((m) => m.status === 'pending');
  const isDirty = !issue || subject !== issue.subject || body !== issue.body_markdown;

  /** A toolbar button: Markdown at the editor's selection, and the editor focused to type on. */
  const handleFormat = (format: MarkdownFormat) => {
    const area = bodyRef.current;
    if (!area) return;
    const edit = applyMarkdownFormat(area.value, area.selectionStart, area.selectionEnd, format);
    pendingSelection.current = [edit.selectionStart, edit.selectionEnd];
    setBody(edit.value);
  };

  const fail = (title: string) => (error: unknown) => toast({ title, description: error instanceof Error ? error.message : String(error), variant: 'destructive' });

  /** Saves what is written (a new issue, or the draft's changes); answers the saved issue's id. */
  async function save(): Promise<string | null> {
    if (subject.trim() === '') {
      toast({ title: 'Give the issue a subject first.', variant: 'destructive' });
      return null;
    }
    if (!issue) {
      const created = await create.mutate({ subject: subject.trim(), bodyMarkdown: body });
      onCreated(created);
      return created.id;
    }
    if (isDirty) await update.mutate({ id: issue.id, subject: subject.trim(), bodyMarkdown: body });
    return issue.id;
  }

  const handleSave = (event: FormEvent) => {
    event.preventDefault();
    save()
      .then((id) => id && toast({ title: 'Draft saved.', variant: 'success' }))
      .catch(fail("We couldn't save the draft."));
  };

  const handleTest = () => {
    save()
      .then(async (id) => {
        if (!id) return;
        await test.mutate(id);
        toast({ title: 'A test is on its way to your inbox.', variant: 'success' });
      })
      .catch(fail("We couldn't send the test."));
  };

  const handleSend = () => {
    const sendAt = confirming === 'scheduled' && when ? localToIso(when) : undefined;
    save()
      .then(async (id) => {
        if (!id) return;
        const state = await send.mutate({ id, ...(sendAt ? { sendAt } : {}) });
        toast({ title: state === 'scheduled' ? 'The issue is scheduled.' : 'The issue is being sent.', variant: 'success' });
        onClose();
      })
      .catch(fail("We couldn't send the issue."))
      .finally(() => setConfirming(null));
  };

  const handleUnschedule = () => {
    if (!issue) return;
    unschedule
      .mutate(issue.id)
      .then(() => toast({ title: 'The issue is a draft again.', variant: 'success' }))
      .catch(fail("We couldn't unschedule the issue."));
  };

  const handleDelete = () => {
    if (!issue) return;
    remove
      .mutate(issue.id)
      .then(() => {
        toast({ title: 'Draft deleted.', variant: 'success' });
        onClose();
      })
      .catch(fail("We couldn't delete the draft."));
  };

  return (
    <section aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>{issue ? (isScheduled ? 'Scheduled issue' : 'Edit draft') : 'New issue'}</h2>
      {isScheduled && issue?.send_at ? (
        <Alert>
          Scheduled for {format(parseISO(issue.send_at), 'PPP p')}. Unschedule it to edit it.{' '}
          <Button type="button" $variant="outline" $size="sm" disabled={busy} onClick={handleUnschedule}>
            Unschedule
          </Button>
        </Alert>
      ) : null}
      <form onSubmit={handleSave}>
        <Columns>
          <div>
            <FieldGroup>
              <Label htmlFor={ids.subject}>Subject</Label>
              <Input id={ids.subject} value={subject} maxLength={200} required readOnly={isScheduled} onChange={(e) => setSubject(e.target.value)} />
            </FieldGroup>
            <FieldGroup>
              <Label htmlFor={ids.body}>Body (Markdown)</Label>
              <MarkdownToolbar controls={ids.body} disabled={isScheduled} onFormat={handleFormat} />
              <MarkdownArea ref={bodyRef} id={ids.body} value={body} readOnly={isScheduled} onChange={(e) => setBody(e.target.value)} />
            </FieldGroup>
          </div>
          <Preview aria-labelledby={ids.preview}>
            <h3 id={ids.preview}>Preview</h3>
            <article data-testid="newsletter-preview">
              <h1>{subject || 'Untitled issue'}</h1>
              <NewsletterProse>
                <NewsletterBody markdown={body} />
              </NewsletterProse>
            </article>
          </Preview>
        </Columns>
        {isScheduled ? null : (
          <Actions>
            <Button type="submit" $variant="outline" disabled={busy || !isDirty}>
              Save draft
            </Button>
            <Button type="button" $variant="outline" disabled={busy} onClick={handleTest}>
              Send a test to me
            </Button>
            <Button type="button" disabled={busy} onClick={() => setConfirming('now')}>
              Send now
            </Button>
            <div>
              <Label htmlFor={ids.when}>Or send at</Label>
              <Input id={ids.when} type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} />
            </div>
            <Button type="button" $variant="outline" disabled={busy || !when} onClick={() => setConfirming('scheduled')}>
              Schedule
            </Button>
            {issue ? (
              <Button type="button" $variant="outline" disabled={busy} onClick={handleDelete}>
                Delete draft
              </Button>
            ) : null}
            <Button type="button" $variant="outline" onClick={onClose}>
              Back to the issues
            </Button>
          </Actions>
        )}
        {isScheduled ? (
          <Actions>
            <Button type="button" $variant="outline" onClick={onClose}>
              Back to the issues
            </Button>
          </Actions>
        ) : null}
      </form>
      {confirming ? (
        <ConfirmBox role="group" aria-label="Confirm sending">
          <p>
            {confirming === 'now'
              ? `Send this issue now to ${recipients(counts.data?.confirmed)}?`
              : `Send this issue to ${recipients(counts.data?.confirmed)} on ${format(new Date(when), 'PPP p')}?`}
          </p>
          <Actions>
            <Button type="button" disabled={busy} onClick={handleSend}>
              {confirming === 'now' ? 'Yes, send it' : 'Yes, schedule it'}
            </Button>
            <Button type="button" $variant="outline" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
          </Actions>
        </ConfirmBox>
      ) : null}
    </section>
  );
}
