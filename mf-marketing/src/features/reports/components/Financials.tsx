import styled from 'styled-components';
import { Container, Section, paths } from 'shared-ui';
import { CallToActionBand } from '../../../components/CallToActionBand';
import { MEMBERSHIP_EMAIL, mailtoHref } from 'shared-site';
import { LinkButton } from '../../../components/LinkButton';
import { OnDarkButtonAnchor } from '../../../components/OnDarkButtonAnchor';
import { PageHero } from '../../../components/PageHero';
import { financialTopics } from '../financialsContent';

/** The /financials page: audit and tax exemption information, and how to request documents. */
export function Financials() {
  return (
    <>
      <PageHero
        eyebrow="Accountability"
        title="Financials"
        lead="Our members trust us with their dues and their time. We account for both openly, with independent audits and clear information about our tax status."
      />
      <Section>
        <Reading>
          {financialTopics.map((topic) => (
            <Topic key={topic.id} aria-labelledby={`${topic.id}-heading`}>
              <h2 id={`${topic.id}-heading`}>{topic.title}</h2>
              {topic.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </Topic>
          ))}
        </Reading>
      </Section>
      <CallToActionBand
        heading="Request Financial Documents"
        text="Members, partners and regulators can request our most recent audited financial statements and tax documents from the regional team."
        actions={
          <>
            <OnDarkButtonAnchor href={mailtoHref(MEMBERSHIP_EMAIL, 'Financial documents request')} $size="lg">
              Email Our Team
            </OnDarkButtonAnchor>
            <LinkButton to={paths.annualReport} $variant="inverse" $size="lg">
              Read the Annual Report
            </LinkButton>
          </>
        }
      />
    </>
  );
}

const Reading = styled(Container)`
  max-width: 50rem;
  font-size: 1.05rem;
  line-height: 1.75;
`;

const Topic = styled.section`
  padding: 1.5rem 0;
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  h2 {
    font-size: clamp(1.3rem, 3vw, 1.6rem);
    font-weight: 800;
  }
`;
