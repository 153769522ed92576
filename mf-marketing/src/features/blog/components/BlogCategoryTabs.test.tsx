import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { blogArticles } from '../blogArticles';
import { BlogCategoryTabs } from './BlogCategoryTabs';

function visibleCardTitles() {
  return within(screen.getByRole('tabpanel'))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

describe('BlogCategoryTabs', () => {
  it('shows six tabs with All selected and every article', () => {
    renderWithProviders(<BlogCategoryTabs articles={blogArticles} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All', 'Education', 'Events', 'Technology', 'Leadership', 'Innovation']);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(visibleCardTitles()).toHaveLength(3);
  });

  it('filters by category and shows an empty state for a category without articles', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BlogCategoryTabs articles={blogArticles} />);

    await user.click(screen.getByRole('tab', { name: 'Events' }));
    expect(visibleCardTitles()).toEqual([blogArticles[1]!.title]);

    await user.click(screen.getByRole('tab', { name: 'Leadership' }));
    expect(screen.getByRole('heading', { name: 'No Leadership articles yet' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show all articles' }));
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(visibleCardTitles()).toHaveLength(3);
  });

  it('shows only the first two tags on a card and links it to its post', () => {
    renderWithProviders(<BlogCategoryTabs articles={blogArticles} />);
    const article = blogArticles[2]!;
    const link = screen.getByRole('link', { name: article.title });
    expect(link).toHaveAttribute('href', `/blog/${article.id}`);
    const card = link.closest('article')!;
    const tags = within(within(card).getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(article.tags.slice(0, 2));
  });
});
