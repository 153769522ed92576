/** One way to share a post: a plain address the browser opens (no third-party script on the page). */
export interface ShareLink {
  /** The service, as the button says it: "Share on LinkedIn". */
  service: 'LinkedIn' | 'X' | 'WhatsApp' | 'Email';
  href: string;
}

/**
 * The share addresses of a post, each the service's documented share URL with the post's address
 * (and its title where the service takes one): LinkedIn's share-offsite, X's tweet intent, WhatsApp's
 * click-to-chat and a mailto: draft.
 */
export function shareLinks({ url, title }: { url: string; title: string }): ShareLink[] {
  const enc = encodeURIComponent;
  return [
    { service: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}` },
    { service: 'X', href: `https://twitter.com/intent/tweet?url=${enc(url)}&text=${enc(title)}` },
    { service: 'WhatsApp', href: `https://wa.me/?text=${enc(`${title} ${url}`)}` },
    { service: 'Email', href: `mailto:?subject=${enc(title)}&body=${enc(`${title}\n\n${url}`)}` },
  ];
}
