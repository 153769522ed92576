import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
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

describe('BlogPostPage', () => {
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

  it('shows inactive share buttons that explain why', () => {
    renderPost('celebrating-gsea-winners');
    const group = screen.getByRole('group', { name: 'Share this article' });
    const buttons = within(group).getAllByRole('button');
    for (const button of buttons) {
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Sharing is not available yet.');
    }
  });
});
