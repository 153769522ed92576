import styled from 'styled-components';
import { ButtonLink, Container, Lead, PageHeading, Section } from 'shared-ui';

export interface NotFoundPanelProps {
  /** The page's one heading: "Post Not Found", "Event not found". */
  title: string;
  lead: string;
  /** Where to go instead. */
  back: { to: string; label: string };
}

/** A page whose thing does not exist (an unknown blog post, a deleted event): what, why, and where to go. */
export function NotFoundPanel({ title, lead, back }: NotFoundPanelProps) {
  return (
    <Section>
      <Container>
        <Inner>
          <PageHeading>{title}</PageHeading>
          <Lead>{lead}</Lead>
          <BackLink to={back.to} $size="lg">
            {back.label}
          </BackLink>
        </Inner>
      </Container>
    </Section>
  );
}

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: 0.5rem;
  padding: 2rem 0;
`;

const BackLink = styled(ButtonLink)`
  margin-top: 1rem;
`;
