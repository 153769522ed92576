import { Card, CardBody, ErrorState, Skeleton } from 'shared-ui';
import { useAttendance } from 'shared-data/check-in';
import { BarChart } from './BarChart';
import { attendanceCharts } from './attendanceCharts';

/** Attendance from check-in at the door: the rate per event, and no-shows per month. */
export function AttendanceCards() {
  const attendance = useAttendance();
  const body =
    attendance.status === 'error' ? (
      <ErrorState title="We couldn't load attendance." onRetry={attendance.refetch} isRetrying={attendance.isFetching} />
    ) : !attendance.data ? (
      <Skeleton $height="6rem" />
    ) : attendance.data.length === 0 ? (
      <p>No past event has used check-in yet.</p>
    ) : null;
  if (body) {
    return (
      <Card>
        <CardBody>
          <h3>Attendance</h3>
          {body}
        </CardBody>
      </Card>
    );
  }
  const { rates, noShows } = attendanceCharts(attendance.data ?? []);
  return (
    <>
      <Card>
        <CardBody>
          <BarChart title="Check-in rate per event (%)" valueLabel="Checked in (%)" data={rates} />
        </CardBody>
      </Card>
      <Card>
        <CardBody>
          <BarChart title="No-shows per month" valueLabel="No-shows" data={noShows} />
        </CardBody>
      </Card>
    </>
  );
}
