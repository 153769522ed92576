import { describe, expect, it } from 'vitest';
import { renderHead, withBody, withHead } from './renderHead';

/** A built shell's HTML: a script in its head and one in its body, as rsbuild writes them. */
const SHELL =
  '<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>EO Asia Pacific</title><script defer src="/static/js/index.js"></script></head><body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div><script type="module" src="/static/js/boot.js"></script></body></html>';

describe("the prerender's page HTML", () => {
  // Issue 33, finding 4: a page's text is inserted as text, never as a replacement pattern
  // (`$'` pasted the rest of the shell, `` $` `` the start of it, `$&` the matched `</head>`).
  it("keeps $' $& $` of a title, a description and the content as text: the shell's scripts stay once", () => {
    const page = { path: '/blog/pay', title: "Pay $' now $& then $` later", description: "Bring $' and $& and $`.", type: 'article' as const, jsonLd: { headline: "$' $& $`" } };
    const html = withBody(withHead(SHELL, renderHead(page, 'https://www.example.org')), "<p>Price: $' $& $`</p>");
    expect(html.match(/<script /g)).toHaveLength(3);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<body>/g)).toHaveLength(1);
    expect(html).toContain("<title>Pay $' now $&amp; then $` later</title>");
    expect(html).toContain(`<meta property="og:title" content="Pay $' now $&amp; then $\` later" />`);
    expect(html).toContain(`<meta name="description" content="Bring $' and $&amp; and $\`." />`);
    expect(html).toContain('{"headline":"$\' $& $`","url":"https://www.example.org/blog/pay"');
    expect(html).toContain("<div id=\"root\"><p>Price: $' $& $`</p></div>");
  });
});
