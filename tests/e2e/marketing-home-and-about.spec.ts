import { test, expect, scrollToUpcomingEvents, visitTest } from '../fixtures';
import type { Page } from '@playwright/test';

/** The promo player's host is answered locally so no test reaches the internet. */
async function stubVideoHost(page: Page): Promise<void> {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<html><body>player</body></html>' }),
  );
}

test.describe('home page (marketing sections)', () => {
  visitTest('shows its sections in SPEC order, around the events section', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Building The Future Of Business Together');

    const expectedOrder = [
      'As Featured In',
      'EO by the Numbers',
      'See EO Asia Pacific in Action',
      "Why the world's most successful entrepreneurs choose EO",
      'Upcoming Events',
      'Your Next Chapter Starts Here',
    ];
    // Upcoming Events loads when scrolled near, and the other areas each in their own time: scroll
    // to it, then read the order once all have arrived.
    await scrollToUpcomingEvents(page);
    await expect
      .poll(async () => (await main.getByRole('heading', { level: 2 }).allTextContents()).map((text) => text.trim()).filter((text) => expectedOrder.includes(text)))
      .toEqual(expectedOrder);
  });

  visitTest('hero carries the headline, the members claim and CONTACT US', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByText('19,060+ entrepreneurs across 61 countries')).toBeVisible();
    const contact = main.getByRole('link', { name: 'CONTACT US', exact: true });
    await expect(contact).toBeVisible();
    await expect(contact).toHaveAttribute('href', /^mailto:membership@eoasiapacific\.org/);
  });

  visitTest('press mentions: six outbound links that open safely in a new tab', async ({ page }) => {
    await page.goto('/');
    const press = page.getByRole('region', { name: 'As Featured In' });
    await expect(press.getByRole('listitem')).toHaveCount(6);
    const links = press.getByRole('link');
    await expect(links).toHaveCount(6);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAccessibleName(/\S.*\(opens in a new tab\)/);
    }
    await expect(press.getByRole('link', { name: /Forbes/ })).toBeVisible();
  });

  visitTest('statistics band lists the published figures', async ({ page }) => {
    await page.goto('/');
    const stats = page.getByRole('region', { name: 'EO by the Numbers' });
    await expect(stats.getByRole('listitem')).toHaveCount(5);
    await expect(stats).toContainText('19,060+');
    await expect(stats).toContainText('219');
    await expect(stats).toContainText('1987');
  });

  test('a promo video loads its player only after the poster is clicked, for good', async ({ page }) => {
    await stubVideoHost(page);
    const playerRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://www.youtube-nocookie.com/')) playerRequests.push(request.url());
    });
    await page.goto('/');

    const section = page.getByRole('region', { name: 'See EO Asia Pacific in Action' });
    await expect(section.locator('iframe')).toHaveCount(0);
    const poster = section.getByRole('button', { name: /^Play video: / });
    await poster.scrollIntoViewIfNeeded();
    expect(playerRequests).toEqual([]);

    await poster.click();

    const player = section.locator('iframe');
    await expect(player).toHaveCount(1);
    await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1$/);
    await expect(player).toHaveAttribute('title', /\S/);
    await expect(player).toHaveAttribute('allow', /autoplay/);
    await expect(section.frameLocator('iframe').getByText('player')).toBeVisible();
    await expect(section.getByRole('button', { name: /^Play video: / })).toHaveCount(0);
    expect(playerRequests.length).toBeGreaterThan(0);
  });

  test('promo video 2 sits inside the "Why EO" section', async ({ page }) => {
    await stubVideoHost(page);
    await page.goto('/');
    const why = page.getByRole('region', { name: "Why the world's most successful entrepreneurs choose EO" });
    await why.getByRole('button', { name: /^Play video: / }).click();
    await expect(why.locator('iframe')).toHaveCount(1);
    await expect(why.getByRole('button', { name: /^Play video: / })).toHaveCount(0);
    // The other video is untouched.
    await expect(page.getByRole('region', { name: 'See EO Asia Pacific in Action' }).getByRole('button', { name: /^Play video: / })).toHaveCount(1);
  });

  visitTest('community call to action offers BECOME A MEMBER, opening a membership enquiry', async ({ page }) => {
    await page.goto('/');
    const cta = page.getByRole('region', { name: 'Your Next Chapter Starts Here' });
    const join = cta.getByRole('link', { name: 'BECOME A MEMBER', exact: true });
    await expect(join).toBeVisible();
    await expect(join).toHaveAttribute('href', /^mailto:membership@eoasiapacific\.org\?subject=Membership%20enquiry$/);
  });

  // Its axe check, one h1 and no sideways scroll at 360px: platform.spec.ts "every route", one load for all three.
});

test.describe('about page', () => {
  visitTest('tells the story and links to the annual report and the council', async ({ page }) => {
    await page.goto('/about');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('About EO Asia Pacific');
    await expect(main.getByRole('heading', { level: 2, name: 'Growing Together Since 1987' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'What Members Get' }).getByRole('listitem')).toHaveCount(6);
    await expect(main.getByRole('link', { name: 'Read the Annual Report' })).toHaveAttribute('href', '/about/annual-report');

    await main.getByRole('link', { name: 'Meet the Regional Council' }).click();
    await expect(page).toHaveURL(/\/regional-council$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Regional Council');
  });
});

test.describe('regional council page', () => {
  visitTest('lists two groups of exactly ten people with name, title, location and portrait', async ({ page }) => {
    await page.goto('/regional-council');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Regional Council');
    for (const heading of ['Regional Council FY2024/25', 'Regional Council Advisors']) {
      const group = page.getByRole('region', { name: heading, exact: true });
      const people = group.getByRole('listitem');
      await expect(people).toHaveCount(10);
      await expect(group.getByRole('heading', { level: 3 })).toHaveCount(10);
      await expect(group.getByRole('img')).toHaveCount(10);
    }
    const council = page.getByRole('region', { name: 'Regional Council FY2024/25' });
    await expect(council.getByRole('listitem').first()).toContainText('Regional Chair');
    await expect(council.getByRole('listitem').first()).toContainText('Kuala Lumpur, Malaysia');
  });

  test('offers a request-consideration action', async ({ page }) => {
    await page.goto('/regional-council');
    await expect(page.getByRole('link', { name: 'Request Consideration' })).toHaveAttribute('href', /^mailto:membership@eoasiapacific\.org/);
  });
});

test.describe('chapters page', () => {
  const areas: [string, string[]][] = [
    ['Southeast Asia Area 1', ['Malaysia', 'Philippines', 'Philippines South', 'Singapore', 'Vietnam']],
    [
      'Southeast Asia Area 2',
      ['APAC Bridge', 'Bangkok Metropolitan', 'Philippines South', 'Indonesia', 'Indonesia East', 'Thailand', 'APAC Platinum One Bridge'],
    ],
    ['South Pacific', ['Adelaide', 'Melbourne', 'New Zealand', 'Queensland', 'Perth', 'Sydney']],
  ];

  visitTest('shows exactly the three areas with exactly their chapters, in order', async ({ page }) => {
    await page.goto('/chapters');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Our Chapters');
    await expect(main.getByRole('heading', { level: 2 })).toContainText(areas.map(([name]) => name));
    for (const [name, chapters] of areas) {
      await expect(page.getByRole('region', { name, exact: true }).getByRole('listitem')).toHaveText(chapters);
    }
  });
});

test.describe('industries page', () => {
  const communities = [
    'Financial Services', 'Manufacturing', 'Health Care', 'Construction', 'Staffing & Recruiting',
    'Entertainment, Events & Sports', 'Travel & Hospitality', 'Consumer Goods', 'Technology', 'Professional Services',
    'Real Estate', 'E-commerce', 'Transportation & Logistics', 'Media & Marketing', 'Food & Beverage', 'Education',
  ];

  visitTest('lists the 16 communities in order with construction highlighted', async ({ page }) => {
    await page.goto('/industries');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Industry Communities');
    const list = page.getByRole('region', { name: 'Our 16 Industry Communities' }).getByRole('listitem');
    await expect(list).toHaveCount(16);
    await expect(list).toContainText(communities);
    const featured = list.filter({ hasText: 'Featured' });
    await expect(featured).toHaveCount(1);
    await expect(featured).toContainText('Construction');
  });

  visitTest('shows the four offerings, the 17 community leads and the enquiry actions', async ({ page }) => {
    await page.goto('/industries');
    const offerings = page.getByRole('region', { name: 'What Every Community Offers' });
    await expect(offerings.getByRole('heading', { level: 3 })).toHaveText([
      'Roundtables',
      'Webinar Learning Sessions',
      'Industry Forums',
      'Day-to-Day Needs and Leads Chats',
    ]);
    await expect(page.getByRole('region', { name: 'Community Leads FY24/25' }).getByRole('listitem')).toHaveCount(17);
    await expect(page.getByRole('region', { name: 'Enquiries' }).getByRole('link', { name: 'membership@eoasiapacific.org' })).toHaveAttribute(
      'href',
      /^mailto:membership@eoasiapacific\.org/,
    );
    await expect(page.getByRole('link', { name: 'Book Your Spot' })).toHaveAttribute('href', /^mailto:/);
  });
});

test.describe('partners page', () => {
  visitTest('shows benefit cards, global and regional partner groups and the hub link', async ({ page }) => {
    await page.goto('/partners');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Our Partners');
    await expect(page.getByRole('region', { name: 'Why Partner With EO Asia Pacific' }).getByRole('listitem')).toHaveCount(4);
    for (const group of ['Global Partners', 'Regional Partners']) {
      const region = page.getByRole('region', { name: group, exact: true });
      await expect(region.getByRole('listitem')).toHaveCount(4);
      await expect(region.getByRole('img')).toHaveCount(4);
    }
    const hub = page.getByRole('region', { name: 'Partner Offers on the EO Hub' });
    const hubLink = hub.getByRole('link', { name: /Visit the EO Hub/ });
    await expect(hubLink).toHaveAttribute('target', '_blank');
    await expect(hubLink).toHaveAttribute('rel', /noopener/);
    await hub.getByRole('link', { name: 'Partnership Opportunities' }).click();
    await expect(page).toHaveURL(/\/partnership-opportunities$/);
  });
});

test.describe('path of leadership page', () => {
  visitTest('has its hero, benefits, results, three insider cards, one testimonial and a closing call', async ({ page }) => {
    await page.goto('/path');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Path of Leadership');
    await expect(main.getByRole('link', { name: 'GET EXCLUSIVE ACCESS', exact: true })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('region', { name: 'Why Leaders Take the Path' }).getByRole('listitem')).toHaveCount(4);
    const results = page.getByRole('region', { name: 'Results Our Leaders Report' });
    await expect(results.getByRole('listitem')).toHaveCount(4);
    await expect(results).toContainText('$47B+');
    await expect(page.getByRole('region', { name: 'Open Only to Leaders on the Path' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'In Their Words' }).getByRole('blockquote')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Leadership Places for Next Year Are Filling Now' }).getByRole('link', { name: 'Reserve Your Place' })).toBeVisible();
  });

  visitTest('"See the Results" jumps to the results band', async ({ page }) => {
    await page.goto('/path');
    await page.getByRole('link', { name: 'See the Results' }).click();
    await expect(page.getByRole('region', { name: 'Results Our Leaders Report' })).toBeInViewport();
  });
});

// /about, /regional-council, /chapters, /industries, /partners and /path: one h1, axe and no sideways
// scroll at 360px are checked with every route in platform.spec.ts "every route".
