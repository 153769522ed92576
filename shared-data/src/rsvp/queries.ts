import { eventKeys, queryCache, useQuery, type QueryResult, type RsvpStatus } from 'shared-data';
import {
  cancelMyRsvp,
  getGuestList,
  isHiddenFromGuestList,
  listEventAnswers,
  listEventQuestions,
  listMyAnswers,
  rsvpWithAnswers,
  saveMyAnswers,
  setEventRegistration,
  setHiddenFromGuestList,
  undoCancelRsvp,
  type EventAnswer,
  type RegistrationAnswers,
  type RegistrationQuestion,
  type RegistrationQuestionDraft,
} from './calls';

/** Names of these reads in the query cache, under the events' keys: read again whenever an event changes. */
const rsvpKeys = {
  questions: (eventId: string) => [...eventKeys.all, 'questions', eventId] as const,
  myAnswers: (eventId: string, userId: string) => [...eventKeys.all, 'my-answers', eventId, userId] as const,
  answers: (eventId: string) => [...eventKeys.all, 'answers', eventId] as const,
  guestList: (eventId: string) => [...eventKeys.all, 'guest-list', eventId] as const,
  hidden: (eventId: string, userId: string) => [...eventKeys.all, 'guest-list-hidden', eventId, userId] as const,
};

export function useEventQuestions(eventId: string, enabled = true): QueryResult<RegistrationQuestion[]> {
  return useQuery(rsvpKeys.questions(eventId), () => listEventQuestions(eventId), { enabled });
}

export function useMyAnswers(eventId: string, userId: string, enabled = true): QueryResult<RegistrationAnswers> {
  return useQuery(rsvpKeys.myAnswers(eventId, userId), () => listMyAnswers(eventId, userId), { enabled });
}

/** The answers of the event's members, for its organisers. */
export function useEventAnswers(eventId: string, enabled = true): QueryResult<EventAnswer[]> {
  return useQuery(rsvpKeys.answers(eventId), () => listEventAnswers(eventId), { enabled });
}

export function useGuestList(eventId: string, enabled: boolean): QueryResult<string[]> {
  return useQuery(rsvpKeys.guestList(eventId), () => getGuestList(eventId), { enabled });
}

export function useHiddenFromGuestList(eventId: string, userId: string, enabled: boolean): QueryResult<boolean> {
  return useQuery(rsvpKeys.hidden(eventId, userId), () => isHiddenFromGuestList(eventId, userId), { enabled });
}

/** Every change here changes what the event page and /account show: the events' reads are read again. */
async function thenRefresh<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } finally {
    queryCache.invalidate(eventKeys.all);
  }
}

export const answerAndRefresh = (eventId: string, answers: RegistrationAnswers): Promise<RsvpStatus> => thenRefresh(rsvpWithAnswers(eventId, answers));
export const saveAnswersAndRefresh = (eventId: string, answers: RegistrationAnswers): Promise<void> => thenRefresh(saveMyAnswers(eventId, answers));
export const cancelAndRefresh = (eventId: string): Promise<void> => thenRefresh(cancelMyRsvp(eventId));
export const undoCancelAndRefresh = (eventId: string): Promise<RsvpStatus> => thenRefresh(undoCancelRsvp(eventId));
export const setHiddenAndRefresh = (eventId: string, userId: string, hidden: boolean): Promise<void> => thenRefresh(setHiddenFromGuestList(eventId, userId, hidden));
export const setRegistrationAndRefresh = (eventId: string, questions: RegistrationQuestionDraft[], showGuestList: boolean): Promise<void> =>
  thenRefresh(setEventRegistration(eventId, questions, showGuestList));
