import { useId } from 'react';
import styled from 'styled-components';
import { ButtonAnchor, Card, CardBody, Container, Grid, Section } from 'shared-ui';
import { CallToActionBand } from '../../../components/CallToActionBand';
import { PARTNERSHIPS_EMAIL, mailtoHref } from 'shared-site';
import { FeatureCard } from '../../../components/FeatureCard';
import { Icon, type IconName } from '../../../components/Icon';
import { OnDarkButtonAnchor } from '../../../components/OnDarkButtonAnchor';
import { PageHero } from '../../../components/PageHero';
import { SectionHeader } from '../../../components/SectionHeader';
import { collaborationCriteria, partnershipBenefits, partnershipReasons } from '../partnershipContent';
import { EVENT_PROMOTION_PROCESSING_TIME, partnershipTypes } from '../partnershipTypes';

const BENEFIT_ICONS: IconName[] = ['target', 'handshake', 'globe'];

/** The /partnership-opportunities page. */
export function PartnershipOpportunities() {
  const benefitsId = useId();
  const typesId = useId();
  const reasonsId = useId();
  const criteriaId = useId();
  return (
    <>
      <PageHero
        eyebrow="Work with us"
        title="Partnership Opportunities"
        lead="Partner with EO Asia Pacific to support the entrepreneurs who are building the region's most ambitious companies, and to grow alongside them."
      >
        <ButtonAnchor href={mailtoHref(PARTNERSHIPS_EMAIL, 'Partnership enquiry')} $variant="inverse" $size="lg">
          Start a Conversation
        </ButtonAnchor>
      </PageHero>

      <Section aria-labelledby={benefitsId}>
        <Container>
          <SectionHeader id={benefitsId} title="Benefits of Partnering With EO" />
          <List as="ul" $min="300px">
            {partnershipBenefits.map((benefit, index) => (
              <li key={benefit.title}>
                <FeatureCard icon={<Icon name={BENEFIT_ICONS[index] ?? 'star'} />} title={benefit.title} text={benefit.text} />
              </li>
            ))}
          </List>
        </Container>
      </Section>

      <Section $tone="subtle" aria-labelledby={typesId}>
        <Container>
          <SectionHeader
            id={typesId}
            title="Partnership Types"
            intro="Four ways to work with us, from a single event to a year-round relationship."
          />
          <List as="ul" $min="240px">
            {partnershipTypes.map((type) => (
              <li key={type.id}>
                <Card>
                  <CardBody>
                    <TypeTitle>{type.title}</TypeTitle>
                    <TypeDescription>{type.description}</TypeDescription>
                    <Includes>
                      {type.includes.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </Includes>
                  </CardBody>
                </Card>
              </li>
            ))}
          </List>
          <ProcessingNote>
            Event promotion requests take {EVENT_PROMOTION_PROCESSING_TIME} to process, so please send yours well before your
            event date.
          </ProcessingNote>
        </Container>
      </Section>

      <Section aria-labelledby={reasonsId}>
        <Container>
          <Columns>
            <div>
              <SectionHeader id={reasonsId} title="Why Organisations Choose Us" />
              <Checklist>
                {partnershipReasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </Checklist>
            </div>
            <section aria-labelledby={criteriaId}>
              <SectionHeader id={criteriaId} title="Collaboration Criteria" />
              <Checklist>
                {collaborationCriteria.map((criterion) => (
                  <li key={criterion}>{criterion}</li>
                ))}
              </Checklist>
            </section>
          </Columns>
        </Container>
      </Section>

      <CallToActionBand
        heading="Let's Build Something Together"
        text={`Tell us about your organisation and what you would like to achieve. Our partnerships team replies to every enquiry, and event promotion requests are processed within ${EVENT_PROMOTION_PROCESSING_TIME}.`}
        actions={
          <OnDarkButtonAnchor href={mailtoHref(PARTNERSHIPS_EMAIL, 'Partnership enquiry')} $size="lg">
            Email {PARTNERSHIPS_EMAIL}
          </OnDarkButtonAnchor>
        }
      />
    </>
  );
}

const List = styled(Grid)`
  list-style: none;
  margin: 0;
  padding: 0;
  & > li {
    display: flex;
  }
  & > li > * {
    flex: 1;
  }
`;

const TypeTitle = styled.h3`
  margin: 0;
  font-size: 1.15rem;
  font-weight: 700;
`;

const TypeDescription = styled.p`
  margin: 0 0 0.5rem;
`;

const Includes = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  font-size: 0.925rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const ProcessingNote = styled.p`
  margin: 1.5rem 0 0;
  font-weight: 600;
`;

const Columns = styled.div`
  display: grid;
  gap: 2.5rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
`;

const Checklist = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  li {
    position: relative;
    padding-left: 1.75rem;
  }
  li::before {
    content: '✓';
    position: absolute;
    left: 0;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.success};
  }
`;
