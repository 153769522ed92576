import { format, parseISO, startOfToday } from 'date-fns';
import styled from 'styled-components';
import { Card, CardBody, ErrorState, media, Skeleton } from 'shared-ui';
import { useDashboardStats } from 'shared-data';
import { CATEGORY_COLORS } from 'shared-site';
import { useLoadFailureToast } from 'shared-site';
import { AttendanceCards } from './AttendanceCards';
import { BarChart } from './BarChart';
import { OverviewFigures } from './OverviewFigures';
import { RecentPeopleCard, TopOrganisersCard } from './OverviewLists';

/* Four cards: two by two from a tablet up, so none is left alone on a row. */
const Cards = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 1.5rem;
  ${media.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** "Dashboard Overview": figures staff can act on, from one database call (admin_dashboard_stats), read again on every events change. */
function DashboardOverview() {
  const stats = useDashboardStats(format(startOfToday(), 'yyyy-MM-dd'));
  useLoadFailureToast(stats.error, 'Failed to load the dashboard figures');

  return (
    <section aria-labelledby="overview-heading">
      <h2 id="overview-heading">Dashboard Overview</h2>
      {stats.status === 'error' ? (
        <ErrorState title="We couldn't load the dashboard figures." onRetry={stats.refetch} isRetrying={stats.isFetching} />
      ) : !stats.data ? (
        <div role="status" aria-label="Loading the dashboard figures">
          <Skeleton $height="6rem" />
        </div>
      ) : (
        <>
          <OverviewFigures stats={stats.data} />
          <Cards>
            <Card>
              <CardBody>
                <BarChart
                  title="Events per category"
                  valueLabel="Events"
                  data={stats.data.events_by_category.map(({ category, count }) => ({ label: category, value: count, color: CATEGORY_COLORS[category]?.foreground }))}
                />
              </CardBody>
            </Card>
            <Card>
              <CardBody>
                <BarChart
                  title="Events per month"
                  valueLabel="Events"
                  data={stats.data.events_by_month.map(({ month, count }) => ({ label: format(parseISO(`${month}-01`), 'MMM yyyy'), value: count }))}
                />
              </CardBody>
            </Card>
            <TopOrganisersCard organisers={stats.data.top_organisers} />
            <RecentPeopleCard members={stats.data.recent_members} subscribers={stats.data.recent_subscribers} />
            <AttendanceCards />
          </Cards>
        </>
      )}
    </section>
  );
}

export default DashboardOverview;
