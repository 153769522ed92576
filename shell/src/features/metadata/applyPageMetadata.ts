import { upsertCanonical, upsertMeta } from 'shared-site';
import { METADATA_DEFAULTS, type PageMetadata } from './pageMetadata';

/** Writes title, description, robots, canonical, Open Graph and social card tags into <head>. */
export function applyPageMetadata(meta: PageMetadata, currentPath: string, origin: string = window.location.origin): void {
  const canonical = new URL(meta.canonicalPath ?? currentPath, origin).href;
  const image = new URL(METADATA_DEFAULTS.imagePath, origin).href;
  document.title = meta.title;
  upsertMeta('name', 'description', meta.description);
  upsertMeta('name', 'robots', meta.noindex ? 'noindex, nofollow' : 'index, follow');
  upsertMeta('name', 'theme-color', METADATA_DEFAULTS.themeColor);
  if (meta.keywords) upsertMeta('name', 'keywords', meta.keywords);
  upsertCanonical(canonical);
  upsertMeta('property', 'og:title', meta.title);
  upsertMeta('property', 'og:description', meta.description);
  upsertMeta('property', 'og:type', METADATA_DEFAULTS.type);
  upsertMeta('property', 'og:url', canonical);
  upsertMeta('property', 'og:site_name', 'EO Asia Pacific');
  upsertMeta('property', 'og:locale', METADATA_DEFAULTS.locale);
  upsertMeta('property', 'og:image', image);
  upsertMeta('property', 'og:image:width', String(METADATA_DEFAULTS.imageWidth));
  upsertMeta('property', 'og:image:height', String(METADATA_DEFAULTS.imageHeight));
  upsertMeta('name', 'twitter:card', METADATA_DEFAULTS.twitterCard);
  upsertMeta('name', 'twitter:title', meta.title);
  upsertMeta('name', 'twitter:description', meta.description);
  upsertMeta('name', 'twitter:image', image);
}
