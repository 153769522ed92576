// The image generator's reads (the service's status, the latest page images), loaded on demand by
// its query hooks (queries.ts): only /image-generator makes them, so they stay out of the
// shared-data every page loads.
export { getImageServiceStatus } from './get-image-service-status';
export { listLatestPageImages } from './list-latest-page-images';
