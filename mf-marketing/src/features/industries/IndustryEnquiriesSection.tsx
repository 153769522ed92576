import styled, { css } from 'styled-components';
import { ButtonAnchor, Container, media, textLinks } from 'shared-ui';
import { MEMBERSHIP_EMAIL, mailtoHref } from 'shared-site';

/**
 * Enquiries by email, beside the new member orientation. SPEC leaves "Book Your Spot"
 * open: it starts an email asking the membership team for a place.
 */
export function IndustryEnquiriesSection() {
  return (
    <Band>
      <Container>
        <Panels>
          <Panel aria-labelledby="industry-enquiries-heading">
            <h2 id="industry-enquiries-heading">Enquiries</h2>
            <p>
              Want to join a community, start a new one or lead one next year? Write to us at{' '}
              <a href={mailtoHref(MEMBERSHIP_EMAIL, 'Industry communities enquiry')}>{MEMBERSHIP_EMAIL}</a> and
              we will connect you with the right community lead.
            </p>
          </Panel>
          <Panel aria-labelledby="orientation-heading">
            <h2 id="orientation-heading">New Member Orientation</h2>
            <p>
              New to EO Asia Pacific? Our monthly online orientation walks you through Forum, learning events and
              how to get the most from your industry communities in your first year.
            </p>
            <ButtonAnchor href={mailtoHref(MEMBERSHIP_EMAIL, 'New member orientation: please book my spot')} $size="lg">
              Book Your Spot
            </ButtonAnchor>
          </Panel>
        </Panels>
      </Container>
    </Band>
  );
}

const Band = styled.div`
  padding: clamp(2.5rem, 6vw, 4.5rem) 0;
  background: ${({ theme }) => theme.colors.surface};
`;

const Panels = styled.div`
  display: grid;
  gap: 1.5rem;
  ${media.up('md')} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  padding: clamp(1.5rem, 4vw, 2.25rem);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  h2 {
    font-size: 1.5rem;
  }
  p {
    line-height: 1.7;
  }
  ${textLinks(css`
    color: ${({ theme }) => theme.colors.primaryDark};
    font-weight: 700;
    overflow-wrap: anywhere;
  `)}
`;
