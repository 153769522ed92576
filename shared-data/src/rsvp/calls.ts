/**
 * The calls of the RSVP controls' lazy chunk, /account's RSVPs and the organiser's registration
 * settings: cancelling and undoing a place, registration questions and answers, the guest list
 * (supabase/migrations/20261130500000_rsvp_undo.sql, 20261130500100_registration_questions_and_guest_list.sql).
 * Part of the `shared-data/rsvp` entry, which is not a federation singleton: only the lazy chunks
 * that use it carry it. It reaches the one client through `'shared-data'`.
 */
import { DataError, getSupabase, type RsvpStatus } from 'shared-data';

/** A registration question (public.event_questions). */
export interface RegistrationQuestion {
  id: string;
  position: number;
  prompt: string;
  kind: 'text' | 'choice';
  /** A choice's options; null for a short text. */
  options: string[] | null;
  required: boolean;
}

/** A question as the organiser edits it: no id yet for a new one. */
export type RegistrationQuestionDraft = Omit<RegistrationQuestion, 'id' | 'position'> & { id?: string };

/** Answers by question id. */
export type RegistrationAnswers = Record<string, string>;

export interface EventAnswer {
  question_id: string;
  user_id: string;
  answer: string;
}

function failed(error: { message: string; code?: string }): DataError {
  return new DataError(error.message, error.code);
}

/** An event's registration questions, in order (everyone reads them). */
export async function listEventQuestions(eventId: string): Promise<RegistrationQuestion[]> {
  const { data, error } = await (await getSupabase())
    .from('event_questions')
    .select('id, position, prompt, kind, options, required')
    .eq('event_id', eventId)
    .order('position');
  if (error) throw failed(error);
  return (data ?? []) as RegistrationQuestion[];
}

/** The signed-in member's own answers to an event's questions. */
export async function listMyAnswers(eventId: string, userId: string): Promise<RegistrationAnswers> {
  const { data, error } = await (await getSupabase()).from('event_answers').select('question_id, answer').eq('event_id', eventId).eq('user_id', userId);
  if (error) throw failed(error);
  return Object.fromEntries((data ?? []).map((row) => [row.question_id, row.answer]));
}

/** Every answer to an event's questions of members with an RSVP, for its organisers (RLS shows nobody else any). */
export async function listEventAnswers(eventId: string): Promise<EventAnswer[]> {
  const { data, error } = await (await getSupabase()).from('event_answers').select('question_id, user_id, answer').eq('event_id', eventId).limit(5000);
  if (error) throw failed(error);
  return data ?? [];
}

/** RSVPs with the answers, in one transaction: going, waitlist or pending (or the current status). */
export async function rsvpWithAnswers(eventId: string, answers: RegistrationAnswers): Promise<RsvpStatus> {
  const { data, error } = await (await getSupabase()).rpc('rsvp_event_with_answers', { target_event: eventId, answers });
  if (error) throw failed(error);
  return data as RsvpStatus;
}

export async function saveMyAnswers(eventId: string, answers: RegistrationAnswers): Promise<void> {
  const { error } = await (await getSupabase()).rpc('save_event_answers', { target_event: eventId, answers });
  if (error) throw failed(error);
}

/** Withdraws the member's RSVP (a freed place goes to the first waiting member). */
export async function cancelMyRsvp(eventId: string): Promise<void> {
  const { error } = await (await getSupabase()).rpc('cancel_rsvp', { target_event: eventId });
  if (error) throw failed(error);
}

/** Puts back the RSVP the member withdrew within the last 15 minutes: what they have now. */
export async function undoCancelRsvp(eventId: string): Promise<RsvpStatus> {
  const { data, error } = await (await getSupabase()).rpc('undo_cancel_rsvp', { target_event: eventId });
  if (error) throw failed(error);
  return data as RsvpStatus;
}

/** The names of those going, for signed-in members, when the organiser shows the list. */
export async function getGuestList(eventId: string): Promise<string[]> {
  const { data, error } = await (await getSupabase()).rpc('event_guest_list', { target_event: eventId });
  if (error) throw failed(error);
  return (data ?? []) as unknown as string[];
}

/** Whether the member hides themselves from the event's guest list. */
export async function isHiddenFromGuestList(eventId: string, userId: string): Promise<boolean> {
  const { data, error } = await (await getSupabase()).from('guest_list_hidden').select('event_id').eq('event_id', eventId).eq('user_id', userId);
  if (error) throw failed(error);
  return (data ?? []).length > 0;
}

export async function setHiddenFromGuestList(eventId: string, userId: string, hidden: boolean): Promise<void> {
  const supabase = await getSupabase();
  const { error } = hidden
    ? await supabase.from('guest_list_hidden').upsert({ event_id: eventId, user_id: userId }, { ignoreDuplicates: true })
    : await supabase.from('guest_list_hidden').delete().eq('event_id', eventId).eq('user_id', userId);
  if (error) throw failed(error);
}

/** The organiser's settings: the questions (in order; at most five) and whether the guest list shows. */
export async function setEventRegistration(eventId: string, questions: RegistrationQuestionDraft[], showGuestList: boolean): Promise<void> {
  const { error } = await (await getSupabase()).rpc('set_event_registration', {
    target_event: eventId,
    questions: questions.map(({ id, prompt, kind, options, required }) => ({ ...(id ? { id } : {}), prompt, kind, options: kind === 'choice' ? options : null, required })),
    show_guest_list: showGuestList,
  });
  if (error) throw failed(error);
}
