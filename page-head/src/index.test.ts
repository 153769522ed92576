import { DESCRIPTION_LIMIT, eventHeadPage, pageHeadTags, prerenderedHeadHtml, SITE_NAME, withHead, type HeadPage } from './index';

const SITE = 'https://www.example.org';
const SHELL = '<!doctype html><html><head><meta charset="utf-8" /><title>EO Asia Pacific</title><script defer src="/a.js"></script></head><body><div id="root"></div><script src="/b.js"></script></body></html>';
const page = (overrides: Partial<HeadPage> = {}): HeadPage => ({ path: '/about', title: `About Us | ${SITE_NAME}`, description: 'Who we are.', ...overrides });
const metaOf = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];

describe('pageHeadTags', () => {
  it('writes title, description, robots, canonical, Open Graph and social card, with the site image and its size', () => {
    const html = prerenderedHeadHtml(page({ canonicalPath: '/about-us', keywords: 'EO', noindex: true }), SITE);
    expect(html.startsWith('<title>About Us | EO Asia Pacific</title>\n    <meta name="prerendered-path" content="/about" />')).toBe(true);
    expect(html).toContain('<link rel="canonical" href="https://www.example.org/about-us" />');
    expect(metaOf(html, 'og:url')).toBe('https://www.example.org/about-us');
    expect(metaOf(html, 'robots')).toBe('noindex, nofollow');
    expect(metaOf(html, 'keywords')).toBe('EO');
    expect(metaOf(html, 'og:type')).toBe('website');
    expect(metaOf(html, 'og:site_name')).toBe('EO Asia Pacific');
    expect(metaOf(html, 'og:image')).toBe('https://www.example.org/og/eo-asia-pacific.jpg');
    expect(metaOf(html, 'og:image:width')).toBe('1200');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
  });

  it("uses a page's own image only over https, and then says no size", () => {
    const own = pageHeadTags(page({ image: 'https://img.example.org/a.jpg' }), SITE);
    expect(own).toContainEqual({ tag: 'meta', attribute: 'property', key: 'og:image', content: 'https://img.example.org/a.jpg' });
    expect(own.some((tag) => tag.tag === 'meta' && tag.key === 'og:image:width')).toBe(false);
    const plain = pageHeadTags(page({ image: 'http://img.example.org/a.jpg' }), SITE);
    expect(plain).toContainEqual({ tag: 'meta', attribute: 'name', key: 'twitter:image', content: 'https://www.example.org/og/eo-asia-pacific.jpg' });
  });
});

describe('the HTML of a head', () => {
  it('escapes text in the title and in every attribute: no text opens a tag or ends an attribute', () => {
    const html = prerenderedHeadHtml(page({ title: 'A "quoted" <b>bold</b> & co', description: '"><script>alert(1)</script>' }), SITE);
    expect(html).toContain('<title>A &quot;quoted&quot; &lt;b&gt;bold&lt;/b&gt; &amp; co</title>');
    expect(metaOf(html, 'og:description')).toBe('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
  });

  it('keeps JSON-LD inside its element: no text can close the script', () => {
    const html = prerenderedHeadHtml(page({ type: 'article', jsonLd: { headline: '</script><script>alert(1)</script><!--' } }), SITE);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html.match(/<script/g)).toHaveLength(1);
    const json = /<script type="application\/ld\+json" data-prerendered>(.*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual({
      headline: '</script><script>alert(1)</script><!--',
      url: 'https://www.example.org/about',
      image: 'https://www.example.org/og/eo-asia-pacific.jpg',
      mainEntityOfPage: 'https://www.example.org/about',
    });
  });

  // Issue 33, finding 4.
  it("goes into the shell as text: $' $& $` paste nothing of the shell, its scripts stay once", () => {
    const html = withHead(SHELL, prerenderedHeadHtml(page({ title: "Pay $' now $& then $` later", description: "$'$&$`" }), SITE));
    expect(html.match(/<script /g)).toHaveLength(2);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html).toContain("<title>Pay $' now $&amp; then $` later</title>");
    expect(metaOf(html, 'og:description')).toBe("$'$&amp;$`");
    expect(html).not.toContain('<title>EO Asia Pacific</title>');
  });
});

describe('eventHeadPage', () => {
  const event = { title: 'Founders dinner', description: 'Three courses,\nand   the year ahead.', location: 'Marina Bay', has_online_link: false, image_url: null };

  it('titles the page after the event, and describes it by date, place and the start of its text', () => {
    expect(eventHeadPage(event, { path: '/events/1', when: 'Tuesday, January 15, 2030 · 7:00 PM' })).toEqual({
      path: '/events/1',
      title: 'Founders dinner | EO Asia Pacific',
      description: 'Tuesday, January 15, 2030 · 7:00 PM · Marina Bay. Three courses, and the year ahead.',
      image: null,
    });
    expect(eventHeadPage({ ...event, location: null, has_online_link: true, description: null }, { path: '/events/1', when: 'Monday' }).description).toBe('Monday · Online');
  });

  it(`cuts the description at ${DESCRIPTION_LIMIT} characters with an ellipsis`, () => {
    const { description } = eventHeadPage({ ...event, description: 'word '.repeat(100) }, { path: '/events/1', when: 'Monday' });
    expect(description.length).toBe(DESCRIPTION_LIMIT);
    expect(description).toMatch(/^Monday · Marina Bay. word word .*…$/);
  });
});
