import { useEffect, useState } from 'react';
import { format, parseISO, startOfToday } from 'date-fns';
import styled from 'styled-components';
import { Button, Card, CardBody, Grid, Skeleton, toast } from 'shared-ui';
import { getDashboardStats, type DashboardStats } from 'shared-data';
import { CATEGORY_COLORS } from 'shared-site';
import { BarChart } from './BarChart';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  gap: 1rem;
  margin: 0 0 2rem;
  div { background: ${({ theme }) => theme.colors.subtle}; border-radius: ${({ theme }) => theme.radii.md}; padding: 1rem; }
  dt { font-size: 0.85rem; color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0.25rem 0 0; font-size: 1.75rem; font-weight: 800; }
`;

const List = styled.ol`
  margin: 0;
  padding-left: 1.25rem;
  li { margin: 0.25rem 0; }
  span { color: ${({ theme }) => theme.colors.muted}; font-size: 0.85rem; }
`;

/** "Dashboard Overview": figures staff can act on, from one database call (admin_dashboard_stats). */
export function DashboardOverview() {
  const [stats, setStats] = useState<DashboardStats | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    setHasFailed(false);
    getDashboardStats(format(startOfToday(), 'yyyy-MM-dd'))
      .then((result) => isCurrent && setStats(result))
      .catch((error: unknown) => {
        console.error('Error loading dashboard figures:', error);
        if (!isCurrent) return;
        setHasFailed(true);
        toast({ title: 'Error', description: 'Failed to load the dashboard figures', variant: 'destructive' });
      });
    return () => {
      isCurrent = false;
    };
  }, [attempt]);

  if (hasFailed) {
    return (
      <p>
        The figures could not be loaded.{' '}
        <Button type="button" $size="sm" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </Button>
      </p>
    );
  }
  if (!stats) {
    return (
      <div role="status" aria-label="Loading the dashboard figures">
        <Skeleton $height="6rem" />
      </div>
    );
  }

  const figures: [string, number][] = [
    ['Events', stats.events.total],
    ['Upcoming events', stats.events.upcoming],
    ['Events in the next 30 days', stats.events.next_30_days],
    ['Members', stats.members.total],
    ['New members (30 days)', stats.members.new_30_days],
    ['Newsletter subscribers', stats.subscribers.total],
    ['New subscribers (30 days)', stats.subscribers.new_30_days],
  ];
  return (
    <section aria-labelledby="overview-heading">
      <h2 id="overview-heading">Dashboard Overview</h2>
      <Figures>
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Figures>
      <Grid $min="320px">
        <Card>
          <CardBody>
            <BarChart
              title="Events per category"
              valueLabel="Events"
              data={stats.events_by_category.map(({ category, count }) => ({ label: category, value: count, color: CATEGORY_COLORS[category]?.foreground }))}
            />
          </CardBody>
        </Card>
        <Card>
          <CardBody>
            <BarChart
              title="Events per month"
              valueLabel="Events"
              data={stats.events_by_month.map(({ month, count }) => ({ label: format(parseISO(`${month}-01`), 'MMM yyyy'), value: count }))}
            />
          </CardBody>
        </Card>
        <Card>
          <CardBody>
            <h3>Most active organisers</h3>
            {stats.top_organisers.length === 0 ? (
              <p>No member has created an event yet.</p>
            ) : (
              <List>
                {stats.top_organisers.map((o) => (
                  <li key={o.user_id}>
                    {o.full_name ?? o.email} <span>({o.events} {o.events === 1 ? 'event' : 'events'})</span>
                  </li>
                ))}
              </List>
            )}
          </CardBody>
        </Card>
        <Card>
          <CardBody>
            <h3>Recent sign-ups</h3>
            <List>
              {stats.recent_members.map((m) => (
                <li key={`${m.email}-${m.created_at}`}>
                  {m.full_name ?? m.email} <span>{format(parseISO(m.created_at), 'PPP')}</span>
                </li>
              ))}
            </List>
            <h3>Recent subscribers</h3>
            {stats.recent_subscribers.length === 0 ? (
              <p>No subscribers yet.</p>
            ) : (
              <List>
                {stats.recent_subscribers.map((s) => (
                  <li key={s.email}>
                    {s.email} <span>{format(parseISO(s.created_at), 'PPP')}</span>
                  </li>
                ))}
              </List>
            )}
          </CardBody>
        </Card>
      </Grid>
    </section>
  );
}

export default DashboardOverview;
