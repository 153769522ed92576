import { useId } from 'react';
import styled from 'styled-components';
import { Band, Lead, Overline, PageHeading } from 'shared-ui';

const Kicker = styled(Overline)`
  color: ${({ theme }) => theme.onDark.accent};
  letter-spacing: 0.14em;
`;

const Title = styled(PageHeading)`
  margin: 0.75rem 0;
  line-height: 1.1;
`;

/** The opening band of /auth, in the brand tone every page of the site opens with; `lead` says what the visitor came to do. */
export function AuthHero({ lead }: { lead: string }) {
  const headingId = useId();
  return (
    <Band tone="brand" spacing="lg" labelledBy={headingId}>
      <Kicker>Members</Kicker>
      <Title id={headingId}>Welcome to EO Asia Pacific</Title>
      <Lead>{lead}</Lead>
    </Band>
  );
}
