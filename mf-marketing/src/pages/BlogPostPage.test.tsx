import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { setAppConfig } from 'shared-data';
import { renderWithProviders } from '../test/renderWithProviders';
import { loadArticleContent } from '../features/blog/articleContent';
import { BlogPostPage } from './BlogPostPage';

function renderPost(slug: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/blog/:id" element={<BlogPostPage />} />
    </Routes>,
    { route: `/blog/${slug}` },
  );
}

const SITE = 'https://www.example.org';

describe('BlogPostPage', () => {
  // The share links name the site's public address (app-config.json's siteUrl), as the prerendered page does.
  beforeAll(() => setAppConfig({ siteUrl: SITE, supabaseUrl: 'http://127.0.0.1:1', supabaseAnonKey: 'anon', functionsUrl: 'http://127.0.0.1:1/functions/v1', remotes: {} }));

  it('shows the not-found state for an unknown slug', () => {
    renderPost('no-such-post');
    expect(screen.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The blog post you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });

  it('renders an article with one h1, its body, its tags, the author box and related articles other than itself', async () => {
    // The body arrives in its own chunk; once loaded, it renders without a fallback.
    await loadArticleContent('apac-leadership-summit-2025');
    await act(async () => {
      renderPost('apac-leadership-summit-2025');
    });
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent('APAC Leadership Summit 2025');
    expect(screen.getByText('4 min read')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What to expect' })).toBeInTheDocument();

    const tags = screen.getByRole('region', { name: 'Tags' });
    expect(within(tags).getByText('Chapter Leaders')).toBeInTheDocument();

    const follow = screen.getByRole('link', { name: 'Follow Author' });
    expect(follow).toHaveAttribute('href', '#newsletter');

    const related = screen.getByRole('region', { name: 'Continue Reading' });
    expect(within(related).queryByRole('link', { name: /APAC Leadership Summit/ })).not.toBeInTheDocument();
  });

  it("shares the post's own address and title: LinkedIn, X, WhatsApp and e-mail links, and a copy that says so", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPost('celebrating-gsea-winners');
    const title = screen.getByRole('heading', { level: 1 }).textContent ?? '';
    expect(title).not.toBe('');
    const url = `${SITE}/blog/celebrating-gsea-winners`;
    const group = screen.getByRole('group', { name: 'Share this article' });
    const hrefOf = (name: RegExp) => new URL(within(group).getByRole('link', { name }).getAttribute('href') ?? '');

    const linkedIn = hrefOf(/^Share on LinkedIn/);
    expect(linkedIn.origin + linkedIn.pathname).toBe('https://www.linkedin.com/sharing/share-offsite/');
    expect(linkedIn.searchParams.get('url')).toBe(url);
    const x = hrefOf(/^Share on X/);
    expect(x.origin + x.pathname).toBe('https://twitter.com/intent/tweet');
    expect([x.searchParams.get('url'), x.searchParams.get('text')]).toEqual([url, title]);
    const whatsApp = hrefOf(/^Share on WhatsApp/);
    expect(whatsApp.origin + whatsApp.pathname).toBe('https://wa.me/');
    expect(whatsApp.searchParams.get('text')).toBe(`${title} ${url}`);
    const email = hrefOf(/^Share by email/);
    expect(email.protocol).toBe('mailto:');
    expect([email.searchParams.get('subject'), email.searchParams.get('body')]).toEqual([title, `${title}\n\n${url}`]);
    for (const name of [/^Share on LinkedIn/, /^Share on X/, /^Share on WhatsApp/]) {
      expect(within(group).getByRole('link', { name })).toHaveAttribute('target', '_blank');
      expect(within(group).getByRole('link', { name })).toHaveAccessibleName(expect.stringContaining('(opens in a new tab)'));
    }

    await userEvent.click(within(group).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await within(group).findByRole('status')).toHaveTextContent('Link copied!');
  });

  it('says so when the browser refuses to copy', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
    renderPost('celebrating-gsea-winners');
    const group = screen.getByRole('group', { name: 'Share this article' });
    await userEvent.click(within(group).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(within(group).getByRole('status')).toHaveTextContent("Couldn't copy the link. Copy it from the address bar."));
  });
});
