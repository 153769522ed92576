import { useState } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from 'shared-ui/tabs';
import { ALL_CATEGORIES, BLOG_CATEGORY_FILTERS, type BlogArticle, type BlogCategoryFilter } from '../blogTypes';
import { filterArticlesByCategory } from '../filterArticlesByCategory';
import { BlogCardList } from './BlogCardList';

function isCategoryFilter(value: string): value is BlogCategoryFilter {
  return (BLOG_CATEGORY_FILTERS as readonly string[]).includes(value);
}

/** The six category tabs of the blog list ("All" by default) and the matching cards. */
export function BlogCategoryTabs({ articles }: { articles: readonly BlogArticle[] }) {
  const [filter, setFilter] = useState<BlogCategoryFilter>(ALL_CATEGORIES);

  return (
    <Tabs value={filter} onValueChange={(value) => isCategoryFilter(value) && setFilter(value)}>
      <TabsList aria-label="Filter articles by category">
        {BLOG_CATEGORY_FILTERS.map((category) => (
          <TabsTrigger key={category} value={category}>
            {category}
          </TabsTrigger>
        ))}
      </TabsList>
      {BLOG_CATEGORY_FILTERS.map((category) => {
        const visible = filterArticlesByCategory(articles, category);
        return (
          <TabsContent key={category} value={category}>
            {visible.length > 0 ? (
              <BlogCardList articles={visible} isAtTop />
            ) : (
              <EmptyState>
                <h3>No {category} articles yet</h3>
                <p>We are working on new stories for this topic. In the meantime, explore everything we have published.</p>
                <Button $variant="outline" onClick={() => setFilter(ALL_CATEGORIES)}>
                  Show all articles
                </Button>
              </EmptyState>
            )}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}


const EmptyState = styled.div`
  padding: 2.5rem 1.5rem;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  h3 {
    font-size: 1.25rem;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    max-width: 48ch;
    margin: 0 auto 1rem;
  }
`;
