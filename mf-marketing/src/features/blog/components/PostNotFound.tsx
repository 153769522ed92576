import styled from 'styled-components';
import { ButtonLink, Container, Lead, PageHeading, Section } from 'shared-ui';
import { paths } from 'site-config';

/** Shown for an unknown slug (SPEC section 2). */
export function PostNotFound() {
  return (
    <Section>
      <Container>
        <Inner>
          <PageHeading>Post Not Found</PageHeading>
          <Lead>The blog post you're looking for doesn't exist.</Lead>
          <BackLink to={paths.blog} $size="lg">
            Back to Blog
          </BackLink>
        </Inner>
      </Container>
    </Section>
  );
}

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: 0.5rem;
  padding: 2rem 0;
`;

const BackLink = styled(ButtonLink)`
  margin-top: 1rem;
`;
