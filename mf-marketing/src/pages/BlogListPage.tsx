import { BlogList } from '../features/blog/components/BlogList';
import { NewsletterSection } from '../features/newsletter/NewsletterSection';

export function BlogListPage() {
  return (
    <>
      <BlogList />
      <NewsletterSection />
    </>
  );
}

export default BlogListPage;
