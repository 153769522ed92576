import { useId } from 'react';
import styled from 'styled-components';
import { ButtonAnchor, Container, Section, VisuallyHidden, media } from 'shared-ui';
import reportCover from '../../../assets/reports/annual-report-cover.svg';
import { OnDarkButtonAnchor } from '../../../components/OnDarkButtonAnchor';
import { PageHero } from '../../../components/PageHero';
import { SectionHeader } from '../../../components/SectionHeader';
import { StatsBand } from '../../../components/StatsBand';
import { annualReportHighlights } from '../annualReportHighlights';
import { EO_GLOBAL_URL } from 'shared-site';
import { ReportLanguageLinks } from './ReportLanguageLinks';

const DOWNLOAD_SECTION_ID = 'download-report';

/** The /about/annual-report page: the year's story, highlights, language editions and the global link. */
export function AnnualReport() {
  const storyId = useId();
  const downloadId = useId();
  const globalId = useId();
  return (
    <>
      <PageHero
        eyebrow="About EO"
        title="Annual Report"
        lead="A year of growth, learning and generosity across the Entrepreneurs' Organization, told through the members, chapters and volunteers who made it happen."
      >
        <ButtonAnchor href={`#${DOWNLOAD_SECTION_ID}`} $variant="inverse" $size="lg">
          Get the Report
        </ButtonAnchor>
        <OnDarkButtonAnchor href={EO_GLOBAL_URL} $size="lg" target="_blank" rel="noopener noreferrer">
          Visit EO Global
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </OnDarkButtonAnchor>
      </PageHero>

      <Section aria-labelledby={storyId}>
        <Container>
          <Story>
            <div>
              <SectionHeader id={storyId} eyebrow="Year in review" title="A Stronger Network, Member by Member" />
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
        </Container>
      </Section>

      <StatsBand heading="Highlights of the Year" stats={annualReportHighlights} />

      <DownloadSection $tone="subtle" id={DOWNLOAD_SECTION_ID} aria-labelledby={downloadId}>
        <Container>
          <SectionHeader
            id={downloadId}
            title="Download the Report"
            intro="The full report is available in five languages. Choose yours and our team will email you the edition you asked for."
          />
          <ReportLanguageLinks />
        </Container>
      </DownloadSection>

      <Section aria-labelledby={globalId}>
        <Container>
          <SectionHeader
            id={globalId}
            title="Part of a Global Network"
            intro="EO Asia Pacific is one region of the Entrepreneurs' Organization, a global community of nearly 20,000 entrepreneurs."
          />
          <a href={EO_GLOBAL_URL} target="_blank" rel="noopener noreferrer">
            Explore the Entrepreneurs' Organization global website (opens in a new tab)
          </a>
        </Container>
      </Section>
    </>
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

const DownloadSection = styled(Section)`
  scroll-margin-top: ${({ theme }) => theme.layout.headerHeight};
`;
