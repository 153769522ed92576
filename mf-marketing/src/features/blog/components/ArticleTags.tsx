import { useId } from 'react';
import styled from 'styled-components';
import { Badge, List } from 'shared-ui';

export function ArticleTags({ tags }: { tags: readonly string[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>Tags</Heading>
      <TagList>
        {tags.map((tag) => (
          <li key={tag}>
            <Badge $tone="primary">{tag}</Badge>
          </li>
        ))}
      </TagList>
    </section>
  );
}

const Heading = styled.h2`
  font-size: 1rem;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${({ theme }) => theme.colors.muted};
`;

const TagList = styled(List).attrs({ $layout: 'inline', $gap: '0.5rem' })``;
