import { NotFoundPanel } from 'shared-site';
import { paths } from 'site-config';

/** Shown for an unknown slug (SPEC section 2). */
export function PostNotFound() {
  return <NotFoundPanel title="Post Not Found" lead="The blog post you're looking for doesn't exist." back={{ to: paths.blog, label: 'Back to Blog' }} />;
}
