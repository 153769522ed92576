import styled from 'styled-components';
import { Card, CardBody, media } from 'shared-ui';
import type { DashboardStats } from 'shared-data';

/*
 * Seven figures in three groups (events, members, subscribers): one column on a phone, three from
 * a tablet up, so no group is ever left alone on a row.
 */
const Groups = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 1rem;
  margin: 0 0 2rem;
  ${media.up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Figures = styled.dl`
  margin: 0;
  display: grid;
  gap: 0.75rem;
  div {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: 1rem;
  }
  div + div {
    padding-top: 0.75rem;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt {
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
  div:first-child dd {
    font-size: 2rem;
  }
`;

type Figure = readonly [label: string, value: number];

function groupsOf(stats: DashboardStats): { name: string; figures: Figure[] }[] {
  return [
    {
      name: 'Event figures',
      figures: [
        ['Events', stats.events.total],
        ['Upcoming events', stats.events.upcoming],
        ['Events in the next 30 days', stats.events.next_30_days],
      ],
    },
    {
      name: 'Member figures',
      figures: [
        ['Members', stats.members.total],
        ['New members (30 days)', stats.members.new_30_days],
      ],
    },
    {
      name: 'Subscriber figures',
      figures: [
        ['Newsletter subscribers', stats.subscribers.total],
        ['New subscribers (30 days)', stats.subscribers.new_30_days],
      ],
    },
  ];
}

/** The overview's headline figures: each group a card, its total first. */
export function OverviewFigures({ stats }: { stats: DashboardStats }) {
  return (
    <Groups>
      {groupsOf(stats).map((group) => (
        <Card key={group.name} role="group" aria-label={group.name}>
          <CardBody>
            <Figures>
              {group.figures.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </Figures>
          </CardBody>
        </Card>
      ))}
    </Groups>
  );
}
