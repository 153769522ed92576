/** Names of the sign-in settings' reads in the query cache. */
export const authKeys = {
  settings: () => ['auth', 'settings'] as const,
};
