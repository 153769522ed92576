import { useId } from 'react';
import styled from 'styled-components';
import { Badge } from 'shared-ui';

export function ArticleTags({ tags }: { tags: readonly string[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>Tags</Heading>
      <List>
        {tags.map((tag) => (
          <li key={tag}>
            <Badge $tone="primary">{tag}</Badge>
          </li>
        ))}
      </List>
    </section>
  );
}

const Heading = styled.h2`
  font-size: 1rem;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${({ theme }) => theme.colors.muted};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;
