import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, FieldError, FieldGroup, Input, Label, Select, Textarea } from 'shared-ui';
import { Dialog } from 'shared-ui/dialogs';
import { CancelEventSection } from './CancelEventSection';
import { EventCategorySelect } from './EventCategorySelect';
import { EVENT_FORM_CATEGORIES, eventPageCalls, type EventCategory, type EventInput, type EventRow } from 'shared-data';
import { defaultEventTimeZone } from './eventTimeZoneChoices';
import { TimeZoneCombobox } from './TimeZoneCombobox';
import { isOnlineEvent } from 'page-head/event';
import { MAX_OCCURRENCES, repeatChoices, seriesRule, type Repeat } from './seriesRule';

export interface EventFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null: create mode (empty form, reset after a successful create); an event: edit mode, prefilled. */
  event: EventRow | null;
  /**
   * Saves. Resolves on success (the dialog then closes). Rejects on failure: the dialog logs the
   * error and stays open with what was typed (SPEC section 8: no message from the form itself).
   */
  onSubmit: (input: EventInput, options?: EventSubmitOptions) => Promise<void>;
  /** Optional title override; default "Add Event" / "Edit Event". */
  title?: string;
  /** Create mode, prefilled from this event ("Duplicate"). */
  template?: EventRow | null;
  /** Create mode, starting on this day (YYYY-MM-DD; the calendar's selected day). */
  initialDate?: string;
  /**
   * Recurring series (the calendar and the event page): a new event may repeat, and an edit of an
   * occurrence may apply to it and the later ones of its series.
   */
  allowSeries?: boolean;
}

/** A new series' RFC 5545 rule, which occurrences an edit applies to, or a new event's registration questions. */
export interface EventSubmitOptions {
  rrule?: string;
  scope?: 'one' | 'following';
  questions?: NewEventQuestion[];
}

/** A registration question set in the Create Event form (saved by set_event_registration once the event exists). */
export interface NewEventQuestion {
  prompt: string;
  kind: 'text' | 'choice';
  options: string[] | null;
  required: boolean;
}

/** The database's limits (20261130500100_registration_questions_and_guest_list.sql), said before saving. */
const MAX_QUESTIONS = 5;

interface QuestionDraft {
  key: number;
  prompt: string;
  kind: 'text' | 'choice';
  optionsText: string;
  required: boolean;
}

const optionsOf = (text: string) => text.split('\n').map((option) => option.trim()).filter(Boolean);

/** What set_event_registration() would refuse, in its own words, or null. */
export function questionProblem(drafts: readonly QuestionDraft[]): string | null {
  for (const [index, draft] of drafts.entries()) {
    const at = index + 1;
    const prompt = draft.prompt.trim();
    if (!prompt) return `Question ${at} needs its text.`;
    if (prompt.length > 200) return `Question ${at} is too long: at most 200 characters.`;
    if (draft.kind !== 'choice') continue;
    const options = optionsOf(draft.optionsText);
    if (options.length < 2 || options.length > 10) return `Question ${at} needs between 2 and 10 options.`;
    if (options.some((option) => option.length > 100)) return `An option of question ${at} is too long: at most 100 characters.`;
    if (new Set(options.map((option) => option.toLowerCase())).size !== options.length) return `The options of question ${at} must differ from each other.`;
  }
  return null;
}

interface FormValues {
  title: string;
  date: string;
  time: string;
  timezone: string;
  location: string;
  category: string;
  description: string;
  imageUrl: string;
  endDate: string;
  endTime: string;
  onlineUrl: string;
  /** Places for members who say they are going; empty: no limit. */
  capacity: string;
  /** 'yes' when every RSVP waits for the organiser's approval (events.requires_approval). */
  requiresApproval: '' | 'yes';
}

const EMPTY: FormValues = {
  title: '', date: '', time: '', timezone: '', location: '', category: '', description: '', imageUrl: '', endDate: '', endTime: '', onlineUrl: '', capacity: '', requiresApproval: '',
};

/** A new event's fields: empty, on the selected day, in the organiser's own zone (their browser's). */
function newValues(initialDate = ''): FormValues {
  return { ...EMPTY, date: initialDate, timezone: defaultEventTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone) };
}

function valuesOf(event: EventRow | null | undefined, initialDate = ''): FormValues {
  if (!event) return newValues(initialDate);
  return {
    title: event.title,
    date: event.date,
    time: event.time ? event.time.slice(0, 5) : '',
    timezone: event.timezone ?? '',
    location: event.location ?? '',
    category: event.category ?? '',
    description: event.description ?? '',
    imageUrl: event.image_url ?? '',
    endDate: event.end_date ?? '',
    endTime: event.end_time ? event.end_time.slice(0, 5) : '',
    // The link itself is not part of the row (the database keeps it for those going): read on opening.
    onlineUrl: '',
    capacity: event.capacity === null ? '' : String(event.capacity),
    requiresApproval: event.requires_approval ? 'yes' : '',
  };
}

/**
 * What is wrong with the end and the online link, as the database would refuse them
 * (supabase/migrations/20261124000000_event_end_and_online_link.sql), said before saving.
 */
export function eventDetailProblems(
  values: Pick<FormValues, 'date' | 'time' | 'endDate' | 'endTime' | 'onlineUrl' | 'capacity' | 'timezone' | 'location'>,
): { end?: string; onlineUrl?: string; capacity?: string; timezone?: string } {
  const problems: { end?: string; onlineUrl?: string; capacity?: string; timezone?: string } = {};
  // supabase/migrations/20261130400000_event_time_zones.sql (events_online_needs_zone).
  if (!values.timezone && isOnlineEvent({ has_online_link: values.onlineUrl.trim() !== '', location: values.location.trim() || null })) {
    problems.timezone = 'An online event needs a time zone: people join it from everywhere.';
  }
  const capacity = values.capacity.trim();
  if (capacity && !(/^\d+$/.test(capacity) && Number(capacity) >= 1 && Number(capacity) <= 100_000)) {
    problems.capacity = 'Places must be a whole number from 1 to 100,000, or empty for no limit.';
  }
  if (values.endDate && values.date && values.endDate < values.date) problems.end = 'The event must end on or after the day it starts.';
  else if (values.endTime && !values.time) problems.end = 'Give a start time to give an end time.';
  else if (values.endTime && values.time && (!values.endDate || values.endDate === values.date) && values.endTime <= values.time) {
    problems.end = 'The event must end after it starts.';
  }
  const link = values.onlineUrl.trim();
  if (link && !/^https:\/\/[^\s/?#]+[^\s]*$/i.test(link)) problems.onlineUrl = 'The online link must be a full address starting with https://';
  return problems;
}

/** Trimmed text, or null for an empty optional field. */
const optional = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The event as the database takes it: the date as a day string without a time part. */
export function toEventInput(values: FormValues): EventInput {
  return {
    title: values.title.trim(),
    date: values.date,
    time: optional(values.time),
    timezone: optional(values.timezone),
    location: optional(values.location),
    category: optional(values.category) as EventCategory | null,
    description: optional(values.description),
    image_url: optional(values.imageUrl),
    end_date: optional(values.endDate),
    end_time: optional(values.endTime),
    online_url: optional(values.onlineUrl),
    capacity: values.capacity.trim() === '' ? null : Number(values.capacity.trim()),
    requires_approval: values.requiresApproval === 'yes',
  };
}

const Row = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
`;

const CheckboxLabel = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 500;
  input { width: 1.1rem; height: 1.1rem; }
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 0.5rem;
`;

const Hint = styled.p`
  margin: 0.375rem 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const QuestionsBox = styled.div`
  display: grid;
  gap: 0.75rem;
  margin-bottom: 1rem;
`;

const QuestionBox = styled.fieldset`
  margin: 0;
  padding: 0.75rem 1rem 0.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  legend { font-weight: 700; padding: 0 0.25rem; }
`;

const QuestionActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  justify-content: space-between;
  align-items: center;
  margin-bottom: 0.75rem;
`;

const Required = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

/** Add / edit event dialog (SPEC sections 4 and 5), shared by the calendar and the admin area. */
export function EventFormDialog({ open, onOpenChange, event, onSubmit, title, template, initialDate, allowSeries }: EventFormDialogProps) {
  const id = useId();
  const [values, setValues] = useState<FormValues>(() => valuesOf(event ?? template, initialDate));
  const [isSaving, setIsSaving] = useState(false);
  const [showProblems, setShowProblems] = useState(false);
  const [repeat, setRepeat] = useState<Repeat>('never');
  const [endKind, setEndKind] = useState<'count' | 'until'>('count');
  const [count, setCount] = useState('10');
  const [until, setUntil] = useState('');
  const [scope, setScope] = useState<'one' | 'following'>('one');
  const [questions, setQuestions] = useState<QuestionDraft[]>([]);
  const nextQuestion = useRef(1);
  const isEdit = event !== null;
  const offersRepeat = allowSeries === true && !isEdit;
  const offersScope = allowSeries === true && isEdit && Boolean(event?.series_id);
  const problems = eventDetailProblems(values);
  // A new single event may ask its registration questions from the start (issue 56, item 8); an
  // existing one, or a series' occurrences, have them in the attendee list on their page.
  const offersQuestions = !isEdit && repeat === 'never';
  const changeQuestion = (key: number, fields: Partial<QuestionDraft>) => setQuestions((all) => all.map((draft) => (draft.key === key ? { ...draft, ...fields } : draft)));
  const questionsProblem = showProblems && offersQuestions ? questionProblem(questions) : null;
  // An event with a join link: the database answers it to its organiser and staff
  // (`event_join_link`), read as the form opens. Until it is known, the field is not offered and the
  // save leaves the stored link as it is, so a slow or failed read never erases it.
  const [link, setLink] = useState<'none' | 'loading' | 'known' | 'failed'>('none');

  // Each opening starts from the event being edited, the one duplicated, or an empty form (on the
  // selected day). The same event read again while the dialog is open (a live change: someone
  // RSVPs, the page refreshes its queries) is a new object with the same id: what the member has
  // typed stays. Only another event, another template or another day starts the form again.
  const startingPoint = open ? `${event?.id ?? ''}|${template?.id ?? ''}|${initialDate ?? ''}` : null;
  const latest = useRef({ event, template, initialDate });
  latest.current = { event, template, initialDate };
  // What the edited event held when the form opened (its join link once read): a save that changes
  // none of it sends nothing, since the database writes nothing for it (an update that changes
  // nothing answers no row: supabase/migrations/20261207120000_one_edit_limit_and_bounded_place.sql).
  const opened = useRef<FormValues | null>(null);
  // Before the opened form is painted: reset after the paint (useEffect), it wiped what was typed in
  // the moment between (the e2e suite's Title, on a busy machine; a fast typist or autofill too).
  useLayoutEffect(() => {
    if (startingPoint === null) return;
    const { event: edited, template: copied, initialDate: day } = latest.current;
    setValues(valuesOf(edited ?? copied, day));
    opened.current = edited ? valuesOf(edited) : null;
    setLink((edited ?? copied)?.has_online_link ? 'loading' : 'none');
    setShowProblems(false);
    setRepeat('never');
    setScope('one');
    setQuestions([]);
  }, [startingPoint]);
  useEffect(() => {
    const source = latest.current.event ?? latest.current.template;
    if (startingPoint === null || !source?.has_online_link) return undefined;
    let current = true;
    eventPageCalls()
      .then((calls) => calls.getEventJoinLink(source.id))
      .then(
        (url) => {
          if (!current) return;
          setValues((v) => ({ ...v, onlineUrl: url ?? '' }));
          if (opened.current) opened.current = { ...opened.current, onlineUrl: url ?? '' };
          setLink('known');
        },
        (error: unknown) => {
          if (!current) return;
          console.error('Error loading the online link', error);
          setLink('failed');
        },
      );
    return () => {
      current = false;
    };
  }, [startingPoint]);

  const set = (field: keyof FormValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  const handleSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // SPEC 5: without a title or a date the submission silently does nothing.
    if (values.title.trim() === '' || values.date === '' || isSaving) return;
    // The end and the online link (beyond SPEC's form) are said wrong here, not only refused.
    const rrule = offersRepeat ? seriesRule(values.date, repeat, endKind === 'count' ? { kind: 'count', count: Number(count) || 2 } : { kind: 'until', until }) : null;
    const seriesProblem = rrule && endKind === 'until' && (!until || until <= values.date) ? 'Choose a last day after the first event.' : null;
    const asksQuestions = offersQuestions && questions.length > 0;
    if (problems.end || problems.onlineUrl || problems.capacity || problems.timezone || seriesProblem || (asksQuestions && questionProblem(questions))) {
      setShowProblems(true);
      return;
    }
    setIsSaving(true);
    try {
      const input = toEventInput(values);
      if (link === 'loading' || link === 'failed') delete input.online_url;
      const before = opened.current && toEventInput(opened.current);
      if (before && !('online_url' in input)) delete before.online_url;
      // "This and later events" still goes: the later ones may differ from this one.
      const changesNothing = before !== null && scope === 'one' && JSON.stringify(input) === JSON.stringify(before);
      const asked = asksQuestions
        ? questions.map(({ prompt, kind, optionsText, required }) => ({ prompt: prompt.trim(), kind, options: kind === 'choice' ? optionsOf(optionsText) : null, required }))
        : undefined;
      if (!changesNothing) await onSubmit(input, rrule ? { rrule } : offersScope ? { scope } : asked ? { questions: asked } : undefined);
      if (!isEdit) {
        setValues(newValues());
        setQuestions([]);
      }
      onOpenChange(false);
    } catch (error) {
      console.error('Error saving event', error);
    } finally {
      setIsSaving(false);
    }
  };

  const field = (name: string) => `${id}-${name}`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title ?? (isEdit ? 'Edit Event' : 'Add Event')}
      description={isEdit ? 'Change the details and save.' : 'Title and date are required; everything else is optional.'}
    >
      <form onSubmit={(e) => void handleSubmit(e)} noValidate aria-label={isEdit ? 'Edit event' : 'Add event'}>
        <FieldGroup>
          <Label htmlFor={field('title')}>
            Title <Required aria-hidden="true">*</Required>
          </Label>
          <Input id={field('title')} value={values.title} onChange={set('title')} aria-required="true" maxLength={200} autoComplete="off" />
        </FieldGroup>
        <Row>
          <FieldGroup>
            <Label htmlFor={field('date')}>
              Date <Required aria-hidden="true">*</Required>
            </Label>
            <Input id={field('date')} type="date" value={values.date} onChange={set('date')} aria-required="true" />
          </FieldGroup>
          <FieldGroup>
            <Label htmlFor={field('time')}>Time</Label>
            <Input id={field('time')} type="time" value={values.time} onChange={set('time')} />
          </FieldGroup>
        </Row>
        <Row>
          <FieldGroup>
            <TimeZoneCombobox
              id={field('timezone')}
              value={values.timezone}
              onChange={(timezone) => setValues((v) => ({ ...v, timezone }))}
              isInvalid={showProblems && Boolean(problems.timezone)}
              describedBy={showProblems && problems.timezone ? field('timezone-error') : field('timezone-hint')}
            />
            {showProblems && problems.timezone ? (
              <FieldError id={field('timezone-error')} role="alert">{problems.timezone}</FieldError>
            ) : (
              <Hint id={field('timezone-hint')}>Visitors see the time in this zone and in their own.</Hint>
            )}
          </FieldGroup>
          <FieldGroup>
            <Label htmlFor={field('category')}>Category</Label>
            <EventCategorySelect
              id={field('category')}
              value={values.category}
              categories={EVENT_FORM_CATEGORIES}
              emptyLabel="Select a category"
              onChange={(category) => setValues((v) => ({ ...v, category }))}
            />
          </FieldGroup>
        </Row>
        <Row>
          <FieldGroup>
            <Label htmlFor={field('end-date')}>End date</Label>
            <Input id={field('end-date')} type="date" value={values.endDate} min={values.date || undefined} onChange={set('endDate')} aria-describedby={showProblems && problems.end ? field('end-error') : undefined} />
          </FieldGroup>
          <FieldGroup>
            <Label htmlFor={field('end-time')}>End time</Label>
            <Input id={field('end-time')} type="time" value={values.endTime} onChange={set('endTime')} aria-invalid={showProblems && problems.end ? true : undefined} aria-describedby={showProblems && problems.end ? field('end-error') : undefined} />
          </FieldGroup>
        </Row>
        {showProblems && problems.end ? <FieldError id={field('end-error')} role="alert">{problems.end}</FieldError> : null}
        <FieldGroup>
          <Label htmlFor={field('location')}>Location</Label>
          <Input id={field('location')} value={values.location} onChange={set('location')} maxLength={200} />
        </FieldGroup>
        <FieldGroup>
          <Label htmlFor={field('online')}>Online link</Label>
          <Input
            id={field('online')}
            type="url"
            value={values.onlineUrl}
            onChange={set('onlineUrl')}
            placeholder={link === 'loading' ? 'Loading the current link…' : 'https://... (optional, where to join online)'}
            inputMode="url"
            disabled={link === 'loading' || link === 'failed'}
            aria-invalid={showProblems && problems.onlineUrl ? true : undefined}
            aria-describedby={showProblems && problems.onlineUrl ? field('online-error') : link === 'failed' ? field('online-hint') : undefined}
          />
          {showProblems && problems.onlineUrl ? (
            <FieldError id={field('online-error')} role="alert">{problems.onlineUrl}</FieldError>
          ) : link === 'failed' ? (
            <Hint id={field('online-hint')}>
              {isEdit
                ? "We couldn't load the current link, so saving keeps it as it is. Open the form again to change it."
                : "We couldn't load the link, so the copy has none. Add it after saving."}
            </Hint>
          ) : null}
        </FieldGroup>
        <FieldGroup>
          <Label htmlFor={field('capacity')}>Places</Label>
          <Input
            id={field('capacity')}
            type="number"
            min={1}
            max={100000}
            step={1}
            inputMode="numeric"
            value={values.capacity}
            onChange={set('capacity')}
            placeholder="No limit"
            aria-invalid={showProblems && problems.capacity ? true : undefined}
            aria-describedby={showProblems && problems.capacity ? field('capacity-error') : field('capacity-hint')}
          />
          {showProblems && problems.capacity ? (
            <FieldError id={field('capacity-error')} role="alert">{problems.capacity}</FieldError>
          ) : (
            <Hint id={field('capacity-hint')}>How many members can say they are going; others join a waitlist. Leave empty for no limit.</Hint>
          )}
        </FieldGroup>
        <FieldGroup>
          <CheckboxLabel>
            <input
              type="checkbox"
              checked={values.requiresApproval === 'yes'}
              onChange={(e) => setValues((v) => ({ ...v, requiresApproval: e.target.checked ? 'yes' : '' }))}
              aria-describedby={field('approval-hint')}
            />
            Require approval
          </CheckboxLabel>
          <Hint id={field('approval-hint')}>Each RSVP waits until you approve or decline it in the attendee list on the event page.</Hint>
        </FieldGroup>
        {offersQuestions ? (
          <QuestionsBox aria-labelledby={field('questions-legend')} role="group">
            <div>
              <strong id={field('questions-legend')}>Registration questions</strong>
              <Hint>Members answer these when they RSVP. At most {MAX_QUESTIONS}; you can change them later in the attendee list.</Hint>
            </div>
            {questions.map((draft, index) => (
              <QuestionBox key={draft.key}>
                <legend>Question {index + 1}</legend>
                <FieldGroup>
                  <Label htmlFor={field(`q${draft.key}-prompt`)}>Question</Label>
                  <Input id={field(`q${draft.key}-prompt`)} value={draft.prompt} maxLength={200} placeholder="e.g. Which company are you with?" onChange={(typed) => changeQuestion(draft.key, { prompt: typed.target.value })} />
                </FieldGroup>
                <FieldGroup>
                  <Label htmlFor={field(`q${draft.key}-kind`)}>Answer</Label>
                  <Select id={field(`q${draft.key}-kind`)} value={draft.kind} onChange={(chosen) => changeQuestion(draft.key, { kind: chosen.target.value as QuestionDraft['kind'] })}>
                    <option value="text">Short text</option>
                    <option value="choice">A choice from options</option>
                  </Select>
                </FieldGroup>
                {draft.kind === 'choice' ? (
                  <FieldGroup>
                    <Label htmlFor={field(`q${draft.key}-options`)}>Options, one a line (2 to 10, each at most 100 characters)</Label>
                    <Textarea id={field(`q${draft.key}-options`)} value={draft.optionsText} onChange={(typed) => changeQuestion(draft.key, { optionsText: typed.target.value })} />
                  </FieldGroup>
                ) : null}
                <QuestionActions>
                  <CheckboxLabel>
                    <input type="checkbox" checked={draft.required} onChange={(ticked) => changeQuestion(draft.key, { required: ticked.target.checked })} />
                    Required
                  </CheckboxLabel>
                  <Button type="button" $variant="outline" $size="sm" onClick={() => setQuestions((all) => all.filter((other) => other.key !== draft.key))}>
                    Remove question {index + 1}
                  </Button>
                </QuestionActions>
              </QuestionBox>
            ))}
            {questionsProblem ? <FieldError role="alert">{questionsProblem}</FieldError> : null}
            <div>
              <Button
                type="button"
                $variant="outline"
                $size="sm"
                disabled={questions.length >= MAX_QUESTIONS}
                onClick={() => setQuestions((all) => [...all, { key: nextQuestion.current++, prompt: '', kind: 'text', optionsText: '', required: false }])}
              >
                Add a question
              </Button>
            </div>
          </QuestionsBox>
        ) : null}
        <FieldGroup>
          <Label htmlFor={field('description')}>Description</Label>
          <Textarea id={field('description')} value={values.description} onChange={set('description')} maxLength={5000} />
        </FieldGroup>
        <FieldGroup>
          <Label htmlFor={field('image')}>Image URL</Label>
          <Input id={field('image')} type="url" value={values.imageUrl} onChange={set('imageUrl')} placeholder="Enter image URL (optional)" inputMode="url" />
        </FieldGroup>
        {offersRepeat ? (
          <Row>
            <FieldGroup>
              <Label htmlFor={field('repeat')}>Repeats</Label>
              <Select id={field('repeat')} value={repeat} onChange={(e) => setRepeat(e.target.value as Repeat)} disabled={!values.date}>
                {repeatChoices(values.date).map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </Select>
            </FieldGroup>
            {repeat !== 'never' ? (
              <FieldGroup>
                <Label htmlFor={field('ends')}>Ends</Label>
                <Select id={field('ends')} value={endKind} onChange={(e) => setEndKind(e.target.value as 'count' | 'until')}>
                  <option value="count">After a number of times</option>
                  <option value="until">On a day</option>
                </Select>
              </FieldGroup>
            ) : null}
            {repeat !== 'never' && endKind === 'count' ? (
              <FieldGroup>
                <Label htmlFor={field('count')}>Times (at most {MAX_OCCURRENCES})</Label>
                <Input id={field('count')} type="number" min={2} max={MAX_OCCURRENCES} value={count} onChange={(e) => setCount(e.target.value)} />
              </FieldGroup>
            ) : null}
            {repeat !== 'never' && endKind === 'until' ? (
              <FieldGroup>
                <Label htmlFor={field('until')}>Last day</Label>
                <Input id={field('until')} type="date" min={values.date || undefined} value={until} onChange={(e) => setUntil(e.target.value)} />
                {showProblems && (!until || until <= values.date) ? <FieldError role="alert">Choose a last day after the first event.</FieldError> : null}
              </FieldGroup>
            ) : null}
          </Row>
        ) : null}
        {offersScope ? (
          <fieldset>
            <legend>This event repeats. Apply the changes to</legend>
            <label>
              <input type="radio" name={field('scope')} checked={scope === 'one'} onChange={() => setScope('one')} /> This event only
            </label>{' '}
            <label>
              <input type="radio" name={field('scope')} checked={scope === 'following'} onChange={() => setScope('following')} /> This and later events of the series
            </label>
          </fieldset>
        ) : null}
        <Footer>
          {/* In an edit, not "Cancel": the dialog also holds "Cancel event", which is another thing. */}
          <Button type="button" $variant="secondary" onClick={() => onOpenChange(false)}>
            {isEdit ? 'Close without saving' : 'Cancel'}
          </Button>
          <Button type="submit" disabled={isSaving}>
            {isSaving ? 'Saving...' : isEdit ? 'Update Event' : 'Add Event'}
          </Button>
        </Footer>
      </form>
      {event ? <CancelEventSection event={event} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
