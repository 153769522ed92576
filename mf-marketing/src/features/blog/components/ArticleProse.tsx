import { ReadingProse } from '../../../components/ReadingProse';
import { renderArticleTree, type ArticleTree } from '../markdown/articleTree';

/** An article body, compiled from Markdown at build time (`markdown/compileArticle.ts`), in the reading style. */
export function ArticleProse({ tree }: { tree: ArticleTree }) {
  return <ReadingProse>{renderArticleTree(tree)}</ReadingProse>;
}
