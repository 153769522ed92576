/** What /auth says when the person came from no page of their own (SPEC's sign-in purpose). */
export const DEFAULT_INTENT = 'Sign in to add and manage events, or create an account.';
