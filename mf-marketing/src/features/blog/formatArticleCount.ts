export function formatArticleCount(count: number): string {
  return `${count} ${count === 1 ? 'article' : 'articles'}`;
}
