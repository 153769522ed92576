import { useId } from 'react';
import styled from 'styled-components';
import { ButtonAnchor, Overline } from 'shared-ui';
import type { BlogAuthor } from '../blogTypes';
import { AuthorAvatar } from './AuthorAvatar';

export interface AuthorBoxProps {
  author: BlogAuthor;
  /**
   * SPEC does not show what Follow Author does. New articles reach readers through the
   * newsletter, so the page points it at its newsletter sign-up box.
   */
  followHref: string;
}

export function AuthorBox({ author, followHref }: AuthorBoxProps) {
  const headingId = useId();
  const hintId = useId();
  return (
    <Box aria-labelledby={headingId}>
      <AuthorAvatar name={author.name} size={72} />
      <Body>
        <Heading id={headingId}>About the Author</Heading>
        <Name>{author.name}</Name>
        <Role>{author.role}</Role>
        <Bio>{author.bio}</Bio>
        <ButtonAnchor href={followHref} $variant="outline" $size="sm" aria-describedby={hintId}>
          Follow Author
        </ButtonAnchor>
        <Hint id={hintId}>Get new articles by {author.name} through our newsletter.</Hint>
      </Body>
    </Box>
  );
}

const Box = styled.section`
  display: flex;
  flex-wrap: wrap;
  gap: 1.25rem;
  padding: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.subtle};
`;

const Body = styled.div`
  flex: 1 1 16rem;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.25rem;
`;

const Heading = styled(Overline).attrs({ as: 'h2' })`
`;

const Name = styled.p`
  margin: 0;
  font-size: 1.2rem;
  font-weight: 700;
`;

const Role = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
`;

const Bio = styled.p`
  margin: 0.5rem 0 0.75rem;
`;

const Hint = styled.p`
  margin: 0.375rem 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;
