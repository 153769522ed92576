import { useId } from 'react';
import styled from 'styled-components';
import { Band, media } from 'shared-ui';
import reportCover from '../../assets/reports/annual-report-cover.svg';
import { SectionHeader } from '../../components/SectionHeader';

/** The year in review, beside the report's cover. */
export function AnnualReportStorySection() {
  const headingId = useId();
  return (
    <Band labelledBy={headingId}>
      <Story>
        <div>
          <SectionHeader id={headingId} eyebrow="Year in review" title="A Stronger Network, Member by Member" />
          <p>
            This year our global community welcomed thousands of new entrepreneurs, opened new chapters and formed hundreds
            of new Forums, the small confidential peer groups at the heart of the EO experience.
          </p>
          <p>
            Behind every number is a volunteer. Members gave their time to lead chapters, organise learning events and
            mentor the next generation, and our officer training programmes prepared more leaders than ever to do it well.
          </p>
          <p>
            In Asia Pacific, our 17 chapters contributed to that growth with new Forums, cross-chapter learning and a busy
            calendar of regional events.
          </p>
        </div>
        <Cover src={reportCover} alt="Cover of the EO Annual Report" width={360} height={460} loading="lazy" />
      </Story>
    </Band>
  );
}

const Story = styled.div`
  display: grid;
  gap: 2rem;
  align-items: center;
  ${media.up('md')} {
    grid-template-columns: 1fr 280px;
  }
  p {
    font-size: 1.075rem;
    max-width: 65ch;
  }
`;

const Cover = styled.img`
  width: 100%;
  max-width: 280px;
  justify-self: center;
  box-shadow: ${({ theme }) => theme.shadows.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
`;
