import reportCover from '../../assets/reports/annual-report-cover.svg';
import { StoryBand } from '../../components/StoryBand';

/** The year in review, beside the report's cover. */
export function AnnualReportStorySection() {
  return (
    <StoryBand
      eyebrow="Year in review"
      title="A Stronger Network, Member by Member"
      image={{ src: reportCover, alt: 'Cover of the EO Annual Report', width: 360, height: 460, maxWidth: '280px', framed: true }}
      measure="65ch"
      $columns="1fr 280px"
      $from="md"
    >
      <p>
        This year our global community welcomed thousands of new entrepreneurs, opened new chapters and formed hundreds of
        new Forums, the small confidential peer groups at the heart of the EO experience.
      </p>
      <p>
        Behind every number is a volunteer. Members gave their time to lead chapters, organise learning events and mentor
        the next generation, and our officer training programmes prepared more leaders than ever to do it well.
      </p>
      <p>
        In Asia Pacific, our 17 chapters contributed to that growth with new Forums, cross-chapter learning and a busy
        calendar of regional events.
      </p>
    </StoryBand>
  );
}
