import type { ReactNode } from 'react';
import { useId } from 'react';
import styled from 'styled-components';
import { Card, CardBody, SectionHeading } from 'shared-ui';
import { ACCOUNT_SECTIONS, type AccountSection } from './accountSections';

const Area = styled.section`
  min-width: 0;
  /* An in-page link (the menu, an email's /account#notifications) lands below the sticky header. */
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + 1rem);
`;

/* A card's heading, smaller than a page band's: seven of them share the page, two columns wide. */
const Heading = styled(SectionHeading)`
  margin: 0 0 1rem;
  font-size: clamp(1.375rem, 2.5vw, 1.75rem);
`;

/** One section of /account: a labelled region holding a card with its heading, at its address (/account#<id>). */
export function AccountCard({ section, children }: { section: AccountSection; children: ReactNode }) {
  const headingId = useId();
  const { id, title } = ACCOUNT_SECTIONS[section];
  return (
    <Area aria-labelledby={headingId} id={id}>
      <Card as="div">
        <CardBody>
          <Heading id={headingId}>{title}</Heading>
          {children}
        </CardBody>
      </Card>
    </Area>
  );
}
