/**
 * `shared-site/rsvp`: withdrawing an RSVP with a confirmation and Undo, the same on the event page
 * and /account (issue 43, items 4 and 5). Its own entry, loaded only when a member asks to cancel.
 */
export { CancelRsvpDialog, type CancelRsvpDialogProps, type WithdrawableStatus } from './CancelRsvpDialog';
