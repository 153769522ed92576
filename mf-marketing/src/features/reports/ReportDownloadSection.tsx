import { useId } from 'react';
import { Band } from 'shared-ui';
import { SectionHeader } from '../../components/SectionHeader';
import { ReportLanguageLinks } from './ReportLanguageLinks';

/** The band the hero's "Get the Report" jumps to. */
export const REPORT_DOWNLOAD_SECTION_ID = 'download-report';

export function ReportDownloadSection() {
  const headingId = useId();
  return (
    <Band tone="subtle" id={REPORT_DOWNLOAD_SECTION_ID} labelledBy={headingId}>
      <SectionHeader
        id={headingId}
        title="Download the Report"
        intro="The full report is available in five languages. Choose yours and our team will email you the edition you asked for."
      />
      <ReportLanguageLinks />
    </Band>
  );
}
