/** Names of the auth reads in the query cache. */
export const authKeys = {
  all: ['auth'] as const,
  settings: () => ['auth', 'settings'] as const,
};
