import { ButtonAnchor, PageHero, VisuallyHidden } from 'shared-ui';
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
        <ButtonAnchor href={`#${REPORT_DOWNLOAD_SECTION_ID}`} $variant="inverse" $size="lg">
          Get the Report
        </ButtonAnchor>
        <ButtonAnchor $variant="onDark" href={EO_GLOBAL_URL} $size="lg" target="_blank" rel="noopener noreferrer">
          Visit EO Global
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </ButtonAnchor>
      </PageHero>
      <AnnualReportStorySection />
      <StatsBand heading="Highlights of the Year" stats={annualReportHighlights} />
      <ReportDownloadSection />
      <GlobalNetworkSection />
    </>
  );
}

export default AnnualReportPage;
