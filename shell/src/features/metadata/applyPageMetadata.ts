import { METADATA_DEFAULTS, type PageMetadata } from './pageMetadata';

function upsertMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

function upsertCanonical(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = href;
}

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
