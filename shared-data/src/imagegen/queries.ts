import { queryCache } from '../query/queryCache';
import { useQuery, type QueryResult } from '../query/useQuery';
import { imageKeys } from './keys';
import type { PageImagesSummary } from './list-latest-page-images';

/** Fetched with the first of the image generator's reads (imagegenCalls.ts). */
const imagegenCalls = () => import('./imagegenCalls');

/** Whether the image service's key is configured; asked only for an admin (`enabled`). */
export function useImageServiceStatus(enabled: boolean): QueryResult<boolean> {
  return useQuery(imageKeys.status(), async () => (await imagegenCalls()).getImageServiceStatus(), { enabled });
}

/** The latest image of each page and the day's count and spend since `since` (midnight UTC); admins only. */
export function useLatestPageImages(since: Date, enabled: boolean): QueryResult<PageImagesSummary> {
  return useQuery(imageKeys.latest(since.toISOString()), async () => (await imagegenCalls()).listLatestPageImages(since), { enabled });
}

/** After a new image: the saved images read again. */
export function invalidatePageImages(): void {
  queryCache.invalidate(imageKeys.all);
}
