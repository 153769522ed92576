import { queryCache } from '../query/queryCache';
import { useQuery, type QueryResult } from '../query/useQuery';
import { getImageServiceStatus } from './get-image-service-status';
import { imageKeys } from './keys';
import { listLatestPageImages, type PageImagesSummary } from './list-latest-page-images';

/** Whether the image service's key is configured; asked only for an admin (`enabled`). */
export function useImageServiceStatus(enabled: boolean): QueryResult<boolean> {
  return useQuery(imageKeys.status(), () => getImageServiceStatus(), { enabled });
}

/** The latest image of each page and the day's count and spend since `since` (midnight UTC); admins only. */
export function useLatestPageImages(since: Date, enabled: boolean): QueryResult<PageImagesSummary> {
  return useQuery(imageKeys.latest(since.toISOString()), () => listLatestPageImages(since), { enabled });
}

/** After a new image: the saved images read again. */
export function invalidatePageImages(): void {
  queryCache.invalidate(imageKeys.all);
}
