import { useEffect, useRef } from 'react';
import { toast } from 'shared-ui';
import { DataError, type EventRow, type RsvpStatus } from 'shared-data';
import { answerAndRefresh, saveAnswersAndRefresh, useEventQuestions, useMyAnswers, type RegistrationAnswers } from 'shared-data/rsvp';
import { CancelRsvpDialog, type WithdrawableStatus } from 'shared-site/rsvp';
import { RegistrationAnswersDialog } from './RegistrationAnswersDialog';

/** What the member asked the panel to do; `id` tells one request from the next. */
export interface RsvpRequest {
  id: number;
  kind: 'answer' | 'cancel' | 'edit-answers';
}

const ANSWERED: Record<RsvpStatus, string> = {
  going: "You're going!",
  waitlist: "The event is full: you're on the waitlist.",
  pending: 'Request sent: the organiser will approve or decline it.',
  declined: 'The organiser declined your registration.',
};

/** Refusals the database words for the member (the event is over or cancelled, an answer is missing). */
const SHOWN_AS_WORDED = new Set(['PT409', '23514']);

export interface RsvpFlowProps {
  event: EventRow;
  userId: string;
  status: RsvpStatus | null;
  request: RsvpRequest;
  /** The request is over: `changed` when the member's answer changed (focus follows it). */
  onDone: (changed: boolean) => void;
}

// Requests already sent (an effect may run twice in development's strict mode).
const sent = new Set<number>();

/**
 * The RSVP panel's actions, in their own chunk (the panel itself is on the event page's first
 * load): answering (with the organiser's questions when there are any), editing the answers, and
 * withdrawing with a confirmation and Undo (shared-site/rsvp, as on /account).
 */
export function RsvpFlow({ event, userId, status, request, onDone }: RsvpFlowProps) {
  const needsQuestions = request.kind !== 'cancel';
  const questions = useEventQuestions(event.id, needsQuestions);
  // Answering again after withdrawing: the database kept the member's answers (for them alone,
  // docs/events.md), so the questions open filled in with them.
  const myAnswers = useMyAnswers(event.id, userId, request.kind !== 'cancel');
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  const answer = async (answers: RegistrationAnswers) => {
    try {
      const now = await answerAndRefresh(event.id, answers);
      toast({ title: ANSWERED[now], variant: 'success' });
      onDoneRef.current(true);
    } catch (error) {
      console.error('RSVP failed', error);
      if (error instanceof DataError && error.code === '23514') throw error;
      toast({ title: error instanceof DataError && SHOWN_AS_WORDED.has(error.code ?? '') ? error.message : "We couldn't save your answer. Please try again.", variant: 'destructive' });
      onDoneRef.current(false);
    }
  };

  // No questions: the answer is sent at once, as before there were questions.
  const hasNoQuestions = request.kind === 'answer' && questions.status === 'success' && (questions.data ?? []).length === 0;
  useEffect(() => {
    if (!hasNoQuestions || sent.has(request.id)) return;
    sent.add(request.id);
    void answer({});
  });

  useEffect(() => {
    if (needsQuestions && questions.status === 'error') {
      toast({ title: "We couldn't load the organiser's questions. Please try again.", variant: 'destructive' });
      onDoneRef.current(false);
    }
  }, [needsQuestions, questions.status]);

  if (request.kind === 'cancel') {
    if (status !== 'going' && status !== 'waitlist' && status !== 'pending') return null;
    return (
      <CancelRsvpDialog
        eventId={event.id}
        eventTitle={event.title}
        status={status as WithdrawableStatus}
        open
        onOpenChange={(open) => {
          if (!open) onDone(false);
        }}
        onChanged={() => onDone(true)}
      />
    );
  }

  const list = questions.data ?? [];
  if (questions.status !== 'success' || list.length === 0) return null;
  if (request.kind === 'edit-answers') {
    if (myAnswers.status !== 'success') return null;
    return (
      <RegistrationAnswersDialog
        eventTitle={event.title}
        questions={list}
        initial={myAnswers.data ?? {}}
        open
        onOpenChange={(open) => {
          if (!open) onDone(false);
        }}
        submitLabel="Save my answers"
        onSubmit={async (answers) => {
          await saveAnswersAndRefresh(event.id, answers);
          toast({ title: 'Your answers are saved.', variant: 'success' });
          onDone(false);
        }}
      />
    );
  }
  if (myAnswers.status === 'pending') return null;
  const isFull = event.capacity !== null && event.going_count >= event.capacity;
  return (
    <RegistrationAnswersDialog
      eventTitle={event.title}
      questions={list}
      initial={myAnswers.data ?? {}}
      open
      onOpenChange={(open) => {
        if (!open) onDone(false);
      }}
      submitLabel={event.requires_approval ? 'Request to join' : isFull ? 'Join the waitlist' : "I'm going"}
      onSubmit={answer}
    />
  );
}
