import type { ReactNode } from 'react';
import { useId } from 'react';
import styled from 'styled-components';
import { Band, Card, CardBody, SectionHeading } from 'shared-ui';

const Narrow = styled(Card)`
  max-width: 640px;
`;

const Heading = styled(SectionHeading)`
  margin: 0 0 1rem;
`;

/** One section of /account: a labelled band holding a card with its heading (`id`: a link's target, /account#id). */
export function AccountCard({ title, children, tone = 'plain', id }: { title: string; children: ReactNode; tone?: 'plain' | 'subtle'; id?: string }) {
  const headingId = useId();
  return (
    <Band tone={tone} spacing="sm" labelledBy={headingId} id={id}>
      <Narrow as="div">
        <CardBody>
          <Heading id={headingId}>{title}</Heading>
          {children}
        </CardBody>
      </Narrow>
    </Band>
  );
}
