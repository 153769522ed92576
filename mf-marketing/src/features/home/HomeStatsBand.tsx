import { StatsBand } from '../../components/StatsBand';
import { homeStatistics } from './homeStats';

export function HomeStatsBand() {
  return (
    <StatsBand
      heading="EO by the Numbers"
      stats={homeStatistics.map((statistic) => ({ value: statistic.number, label: statistic.label }))}
    />
  );
}
