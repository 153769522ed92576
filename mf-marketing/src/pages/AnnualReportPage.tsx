import { PageHero } from 'shared-ui';
import { BandActions } from '../components/BandActions';
import { EO_GLOBAL_URL } from 'shared-site';
import { StatsBand } from '../components/StatsBand';
import { annualReportHighlights } from '../features/reports/annualReportHighlights';
import { AnnualReportStorySection } from '../features/reports/AnnualReportStorySection';
import { GlobalNetworkSection } from '../features/reports/GlobalNetworkSection';
import { REPORT_DOWNLOAD_SECTION_ID, ReportDownloadSection } from '../features/reports/ReportDownloadSection';

/** /about/annual-report: the year's story, highlights, language editions and the global link. */
export function AnnualReportPage() {
  return (
    <>
      <PageHero
        eyebrow="About EO"
        title="Annual Report"
        lead="A year of growth, learning and generosity across the Entrepreneurs' Organization, told through the members, chapters and volunteers who made it happen."
      >
        <BandActions
          actions={[
            { label: 'Get the Report', href: `#${REPORT_DOWNLOAD_SECTION_ID}` },
            { label: 'Visit EO Global', href: EO_GLOBAL_URL, opensInNewTab: true },
          ]}
        />
      </PageHero>
      <AnnualReportStorySection />
      <StatsBand heading="Highlights of the Year" stats={annualReportHighlights} />
      <ReportDownloadSection />
      <GlobalNetworkSection />
    </>
  );
}

export default AnnualReportPage;
