import { format, parseISO } from 'date-fns';
import styled from 'styled-components';
import { Card, CardBody, List } from 'shared-ui';
import type { DashboardStats } from 'shared-data';

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
`;

/** The five most active organisers (who created the most events). */
export function TopOrganisersCard({ organisers }: { organisers: DashboardStats['top_organisers'] }) {
  return (
    <Card>
      <CardBody>
        <h3>Most active organisers</h3>
        {organisers.length === 0 ? (
          <p>No member has created an event yet.</p>
        ) : (
          <List as="ol">
            {organisers.map((o) => (
              <li key={o.user_id}>
                {o.full_name ?? o.email}{' '}
                <Muted>
                  ({o.events} {o.events === 1 ? 'event' : 'events'})
                </Muted>
              </li>
            ))}
          </List>
        )}
      </CardBody>
    </Card>
  );
}

/** The latest sign-ups and newsletter subscribers. */
export function RecentPeopleCard({ members, subscribers }: { members: DashboardStats['recent_members']; subscribers: DashboardStats['recent_subscribers'] }) {
  return (
    <Card>
      <CardBody>
        <h3>Recent sign-ups</h3>
        <List>
          {members.map((m) => (
            <li key={`${m.email}-${m.created_at}`}>
              {m.full_name ?? m.email} <Muted>{format(parseISO(m.created_at), 'PPP')}</Muted>
            </li>
          ))}
        </List>
        <h3>Recent subscribers</h3>
        {subscribers.length === 0 ? (
          <p>No subscribers yet.</p>
        ) : (
          <List>
            {subscribers.map((s) => (
              <li key={s.email}>
                {s.email} <Muted>{format(parseISO(s.created_at), 'PPP')}</Muted>
              </li>
            ))}
          </List>
        )}
      </CardBody>
    </Card>
  );
}
