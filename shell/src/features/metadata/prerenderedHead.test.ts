import { beforeEach, describe, expect, it, vi } from 'vitest';

async function landOn(prerenderedFor: string) {
  document.head.innerHTML = `<title>Post | EO Asia Pacific</title><meta name="prerendered-path" content="${prerenderedFor}" /><script type="application/ld+json" data-prerendered>{"@type":"BlogPosting"}</script>`;
  vi.resetModules();
  return import('./prerenderedHead');
}

describe('the prerendered head', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('is kept on the page it was written for, with its JSON-LD', async () => {
    const { headIsPrerenderedFor } = await landOn('/blog/a-post');
    expect(headIsPrerenderedFor('/blog/a-post/')).toBe(true);
    expect(document.head.querySelector('script[type="application/ld+json"]')).not.toBeNull();
  });

  it('gives way on another path, and its JSON-LD goes', async () => {
    const { headIsPrerenderedFor } = await landOn('/blog/a-post');
    expect(headIsPrerenderedFor('/about')).toBe(false);
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});
