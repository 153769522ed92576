import styled from 'styled-components';
import { Card, CardBody, Cluster } from 'shared-ui';
import type { Resource } from '../resourceTypes';
import { AccessLevelBadge } from './AccessLevelBadge';
import { ResourceActionLink } from './ResourceActionLink';

export interface ResourceCardProps {
  resource: Resource;
  /** Decorative cover for featured resources. */
  image?: string;
}

/** One resource: type, access level, title (h3), description, details and its action. */
export function ResourceCard({ resource, image }: ResourceCardProps) {
  return (
    <Card>
      {image ? <Cover src={image} alt="" width={480} height={240} loading="lazy" /> : null}
      <CardBody>
        <TopRow>
          <Type>{resource.type}</Type>
          <AccessLevelBadge accessLevel={resource.accessLevel} />
        </TopRow>
        <Title>{resource.title}</Title>
        {resource.chapter ? <Chapter>{resource.chapter}</Chapter> : null}
        <Description>{resource.description}</Description>
        <Details>
          <div>
            <dt>Category</dt>
            <dd>{resource.category}</dd>
          </div>
          {resource.duration ? (
            <div>
              <dt>Duration</dt>
              <dd>{resource.duration}</dd>
            </div>
          ) : (
            <div>
              <dt>Format</dt>
              <dd>{resource.format}</dd>
            </div>
          )}
        </Details>
        <Action>
          <ResourceActionLink resource={resource} />
        </Action>
      </CardBody>
    </Card>
  );
}

const Cover = styled.img`
  width: 100%;
  aspect-ratio: 2 / 1;
  object-fit: cover;
`;

const TopRow = styled(Cluster).attrs({ $justify: 'space-between', $gap: '0.5rem' })`
`;

const Type = styled.span`
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};
`;

const Title = styled.h3`
  margin: 0.25rem 0 0;
  font-size: 1.15rem;
  font-weight: 700;
`;

const Chapter = styled.p`
  margin: 0;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primaryDark};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Details = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.25rem;
  margin: 0.25rem 0 0;
  font-size: 0.875rem;
  div {
    display: flex;
    gap: 0.375rem;
  }
  dt {
    font-weight: 700;
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
  }
`;

const Action = styled.div`
  margin-top: auto;
  padding-top: 0.75rem;
`;
