import { List } from 'shared-ui';
import type { BlogArticle } from '../blogTypes';
import { BlogCard } from './BlogCard';

/**
 * Articles as a list of cards, so assistive technology announces how many there are. `isAtTop`: the
 * list opens the page, so its first picture is on the first screen (fetched at once, first).
 */
export function BlogCardList({ articles, isAtTop = false }: { articles: readonly BlogArticle[]; isAtTop?: boolean }) {
  return (
    <List $layout="grid" $gap="1.5rem" $min="300px">
      {articles.map((article, index) => (
        <li key={article.id}>
          <BlogCard article={article} isOnFirstScreen={isAtTop && index === 0} />
        </li>
      ))}
    </List>
  );
}
