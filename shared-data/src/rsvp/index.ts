/**
 * `shared-data/rsvp`: cancelling (with Undo) and answering with registration questions, the
 * organiser's questions and the attendees' answers, the guest list (issue 43, items 4, 5 and 12).
 * A subpath entry, not part of the singleton, so only the lazy chunks that use it carry it.
 */
export { type EventAnswer, type RegistrationAnswers, type RegistrationQuestion, type RegistrationQuestionDraft } from './calls';
export {
  answerAndRefresh,
  cancelAndRefresh,
  saveAnswersAndRefresh,
  setHiddenAndRefresh,
  setRegistrationAndRefresh,
  undoCancelAndRefresh,
  useEventAnswers,
  useEventQuestions,
  useGuestList,
  useHiddenFromGuestList,
  useMyAnswers,
} from './queries';
