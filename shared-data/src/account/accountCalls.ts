// The calls of /account, loaded on demand (lazy.ts).
export { getMyProfile, type MyProfile } from './get-my-profile';
export { listMyEvents, type MyEvent } from './list-my-events';
export { listMyRsvps, type MyRsvp } from './list-my-rsvps';
export { updateFullName } from './update-full-name';
export { changePassword } from './change-password';
export { deleteAccount } from './delete-account';
