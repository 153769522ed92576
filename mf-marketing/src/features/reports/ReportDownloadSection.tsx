import { ContentSection } from '../../components/ContentSection';
import { ReportLanguageLinks } from './ReportLanguageLinks';

/** The band the hero's "Get the Report" jumps to. */
export const REPORT_DOWNLOAD_SECTION_ID = 'download-report';

export function ReportDownloadSection() {
  return (
    <ContentSection
      tone="subtle"
      id={REPORT_DOWNLOAD_SECTION_ID}
      title="Download the Report"
      intro="The full report is available in five languages. Choose yours and our team will email you the edition you asked for."
    >
      <ReportLanguageLinks />
    </ContentSection>
  );
}
