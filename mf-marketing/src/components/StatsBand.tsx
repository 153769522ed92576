import { useId } from 'react';
import styled from 'styled-components';
import { Band, List, media } from 'shared-ui';

export interface Stat {
  value: string;
  label: string;
}

export interface StatsBandProps {
  /** Optional section id, for in-page links. */
  id?: string;
  heading: string;
  stats: Stat[];
}

/** A band of headline figures: an `<h2>` and a list of value/label pairs. */
export function StatsBand({ id, heading, stats }: StatsBandProps) {
  const headingId = useId();
  return (
    <Band id={id} labelledBy={headingId} tone="primary">
      <Heading id={headingId}>{heading}</Heading>
      <StatList>
        {stats.map((stat) => (
          <StatItem key={`${stat.value}-${stat.label}`}>
            <StatValue>{stat.value}</StatValue>
            <StatLabel>{stat.label}</StatLabel>
          </StatItem>
        ))}
      </StatList>
  </Band>
  );
}

const Heading = styled.h2`
  margin: 0 0 2rem;
  font-size: clamp(1.5rem, 3.5vw, 2.25rem);
  font-weight: 800;
  text-align: center;
`;

const StatList = styled(List).attrs({ $layout: 'grid', $gap: '1.5rem' })`
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.up('md')} {
    grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  }
`;

const StatItem = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: 0.25rem;
  padding: 1rem 0.5rem;
  border-top: 3px solid ${({ theme }) => theme.onDark.divider};
`;

const StatValue = styled.span`
  font-size: clamp(1.9rem, 5vw, 2.75rem);
  font-weight: 800;
  line-height: 1.1;
`;

const StatLabel = styled.span`
  font-size: 0.95rem;
  font-weight: 600;
  letter-spacing: 0.02em;
`;
