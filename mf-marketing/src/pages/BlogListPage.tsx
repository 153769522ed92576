import { Container, PageHeading, Section } from 'shared-ui';

export function BlogListPage() {
  return (
    <Section>
      <Container>
        <PageHeading>Blog</PageHeading>
      </Container>
    </Section>
  );
}

export default BlogListPage;
