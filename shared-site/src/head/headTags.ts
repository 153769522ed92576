import { HEAD_META_KEYS, jsonLdText, type HeadTag } from 'page-head';

/** Sets a `<meta name|property=key>` of the document's head, adding it when missing. */
function upsertMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/** Sets the document's `<link rel=...>` (canonical, one of it), adding it when missing. */
function upsertLink(rel: string, href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.appendChild(link);
  }
  link.href = href;
}

/**
 * Applies a page's head tags (page-head's pageHeadTags) to `document.head`: the title, each meta
 * tag and the canonical link set in place; the meta tags the writer knows that this page does not
 * carry removed; its JSON-LD (if any) in place of the previous page's. Text goes in as text
 * (`content`, `textContent`), so nothing of a title or description is read as markup. Returns
 * the cleanup that removes the JSON-LD this call added.
 */
export function applyHeadTags(tags: HeadTag[]): () => void {
  const written = new Set<string>();
  let jsonLd: HTMLScriptElement | null = null;
  for (const previous of document.head.querySelectorAll('script[type="application/ld+json"][data-page-head]')) previous.remove();
  for (const tag of tags) {
    if (tag.tag === 'title') document.title = tag.text;
    else if (tag.tag === 'meta') {
      upsertMeta(tag.attribute, tag.key, tag.content);
      written.add(tag.key);
    } else if (tag.tag === 'link') upsertLink(tag.rel, tag.href);
    else {
      jsonLd = document.createElement('script');
      jsonLd.type = 'application/ld+json';
      jsonLd.dataset.pageHead = '';
      jsonLd.textContent = jsonLdText(tag.data);
      document.head.appendChild(jsonLd);
    }
  }
  for (const key of HEAD_META_KEYS) {
    if (!written.has(key)) document.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.remove();
  }
  return () => jsonLd?.remove();
}
