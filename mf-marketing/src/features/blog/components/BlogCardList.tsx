import { List } from 'shared-ui';
import type { BlogArticle } from '../blogTypes';
import { BlogCard } from './BlogCard';

/** Articles as a list of cards, so assistive technology announces how many there are. */
export function BlogCardList({ articles }: { articles: readonly BlogArticle[] }) {
  return (
    <List $layout="grid" $gap="1.5rem" $min="300px">
      {articles.map((article) => (
        <li key={article.id}>
          <BlogCard article={article} />
        </li>
      ))}
    </List>
  );
}
