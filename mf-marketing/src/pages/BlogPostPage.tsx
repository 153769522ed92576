import { Container, Section, SectionHeading } from 'shared-ui';

export function BlogPostPage() {
  return (
    <Section>
      <Container>
        <SectionHeading>Blog post</SectionHeading>
      </Container>
    </Section>
  );
}

export default BlogPostPage;
