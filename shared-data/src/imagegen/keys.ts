/** Names of the image generator's reads in the query cache. */
export const imageKeys = {
  all: ['images'] as const,
  status: () => ['images', 'status'] as const,
  latest: (since: string) => ['images', 'latest', since] as const,
};
