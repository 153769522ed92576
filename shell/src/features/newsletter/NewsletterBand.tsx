import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Band, Card, CardBody, Lead, Overline, PageHeading } from 'shared-ui';

const MessageCard = styled(Card)`
  max-width: 560px;
  margin: 0 auto;
`;

/** The frame of the newsletter emails' landing pages: a brand hero with the title, then one card. */
export function NewsletterBand({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <>
      <Band tone="brand" spacing="lg" labelledBy={headingId}>
        <Overline>Newsletter</Overline>
        <PageHeading id={headingId}>{title}</PageHeading>
        <Lead>{lead}</Lead>
      </Band>
      <Band tone="plain" aria-label={title}>
        <MessageCard as="div">
          <CardBody>{children}</CardBody>
        </MessageCard>
      </Band>
    </>
  );
}
