import { useParams } from 'react-router-dom';
import { blogArticles } from '../features/blog/blogArticles';
import { BlogPost } from '../features/blog/components/BlogPost';
import { PostNotFound } from '../features/blog/components/PostNotFound';
import { findArticleBySlug } from '../features/blog/findArticleBySlug';
import { NEWSLETTER_SECTION_ID, NewsletterSection } from '../features/newsletter/NewsletterSection';

export function BlogPostPage() {
  const { id } = useParams<{ id: string }>();
  const article = findArticleBySlug(blogArticles, id);
  if (!article) return <PostNotFound />;
  return (
    <>
      <BlogPost article={article} followAuthorHref={`#${NEWSLETTER_SECTION_ID}`} />
      <NewsletterSection />
    </>
  );
}

export default BlogPostPage;
