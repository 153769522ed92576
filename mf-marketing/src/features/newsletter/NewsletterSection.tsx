import { useId } from 'react';
import styled from 'styled-components';
import { Container, Section } from 'shared-ui';
import { NewsletterForm } from 'shared-site';

export const NEWSLETTER_SECTION_ID = 'newsletter';

/** The blog's newsletter box: heading, a line of copy and the sign-up form. */
export function NewsletterSection() {
  const headingId = useId();
  return (
    <Band $tone="subtle" id={NEWSLETTER_SECTION_ID} aria-labelledby={headingId}>
      <Container>
        <Box>
          <Heading id={headingId}>Get New Stories in Your Inbox</Heading>
          <Text>
            Member stories, event recaps and practical ideas from across EO Asia Pacific, once a month. No spam, and you can
            unsubscribe at any time.
          </Text>
          <NewsletterForm variant="page" submitLabel="Subscribe Now" placeholder="you@company.com" labelledBy={headingId} />
        </Box>
      </Container>
    </Band>
  );
}

// The site header is sticky: keep the heading visible when the section is reached by its anchor.
const Band = styled(Section)`
  scroll-margin-top: ${({ theme }) => theme.layout.headerHeight};
`;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: 0.75rem;
  max-width: 40rem;
  margin: 0 auto;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: clamp(1.5rem, 3.5vw, 2rem);
  font-weight: 800;
`;

const Text = styled.p`
  margin: 0 0 0.5rem;
  color: ${({ theme }) => theme.colors.muted};
`;
