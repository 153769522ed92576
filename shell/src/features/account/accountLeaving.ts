/**
 * Set once the account is deleted, before the local session ends: the navigation home may still be
 * loading the home page's code (router updates are transitions), and this page must then not
 * answer the sign-out with its "sign in first" redirect, which would win over the navigation.
 */
export const accountLeaving = { deleted: false };
